// The first of the two steps the entry starts the app in (main.tsx): the libraries every page runs
// (their own chunk, scripts/build-chunks.ts), evaluated in a task of their own, so that the app's modules
// (start.tsx and what it imports) evaluate in the next one and neither step holds the page for
// long (issue #14). Its one export keeps React DOM, which starts when first asked for, in this
// step; the app imports what it uses itself.
export { hydrateRoot } from 'react-dom/client';
