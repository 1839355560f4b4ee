// The second of the steps the entry starts the app in (main.tsx): the libraries every page runs
// besides React (their own chunk, scripts/build/build-chunks.ts), evaluated in a task of their own
// between React's and the app's. Its export keeps the chunk in this step; the app
// imports what it uses itself.
export { createBrowserRouter } from 'react-router';
