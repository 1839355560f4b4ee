// The page's entry, 1.5 kB, that lets a prerendered page (scripts/build/prerender.ts) paint before the
// app runs. The browser shows the static markup with its stylesheets first; only then does the app
// (start.tsx with the libraries, about 170 kB gzip, which the page does not preload) load and run,
// so that neither its download nor its evaluation holds the first paint back. Any other page (no
// markup: the app renders it) starts the app at once.
import { keepEarlyPressesOf, releaseEarlyPresses } from './event-replay.ts';
import { afterFirstPaint, inSteps } from './first-paint.ts';
import { preloadPageScripts } from './page-scripts.ts';

/**
 * A sign-in pressed before the app runs starts from the session's chunk, which needs neither
 * React nor the app (session-start.ts): the browser can leave for the sign-in provider before
 * they have arrived.
 */
const signInEarly = () => {
  import('./session-start.ts')
    .then(({ startKeptSignInHere }) => startKeptSignInHere())
    .catch((cause: unknown) => {
      // The app, once loaded, takes the press as its own start would.
      console.error('[app] The early sign-in failed to start', cause);
    });
};

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
if (prerendered) {
  // Until the app runs the markup, a press on its marked buttons is kept and replayed then.
  keepEarlyPressesOf(document, (name) => {
    if (name === 'login') {
      signInEarly();
    }
  });
}
(prerendered ? afterFirstPaint(window) : Promise.resolve())
  // Every script the page starts with (the build names them in the page), all asked for before
  // the app's first import.
  .then(() => preloadPageScripts(document))
  // In four steps, each evaluated in a task of its own: the session's chunk (zod and the session,
  // nothing of React), React's with React DOM's client run (react-step.ts), the libraries'
  // (libraries-step.ts), then the app's. Evaluated in one, the four chunks held the page longer
  // than any other task of its start.
  .then(
    inSteps(
      [
        () => import('./session-start.ts').then((module) => module.startKeptSignInHere),
        () => import('./react-step.ts'),
        () => import('./libraries-step.ts'),
      ],
      () => import('./start.tsx'),
    ),
  )
  .catch((cause: unknown) => {
    // The app's chunk did not load (the network went): a prerendered page stays readable and its
    // links work; there is nothing else to show without the app.
    console.error('[app] The app failed to load', cause);
    releaseEarlyPresses();
  });
