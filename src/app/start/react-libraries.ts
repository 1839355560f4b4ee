// The first of the steps the entry starts the app in (main.tsx): React and React DOM (a chunk of
// their own, scripts/build/build-chunks.ts), evaluated in a task of their own, so that the other
// libraries (app-libraries.ts) and the app's modules (start.tsx) evaluate in the next ones and no
// step holds the page for long. Its one export keeps React DOM, which starts when
// first asked for, in this step; the app imports what it uses itself.
export { hydrateRoot } from 'react-dom/client';
