// The page's entry: a few hundred bytes that let a prerendered page (scripts/prerender.ts) paint
// before the app runs. The browser shows the static markup with its stylesheets first; only then
// does the app (start.tsx with the libraries, about 200 kB gzip, prefetched by the page at the
// lowest priority) load and run, so that neither its download nor its evaluation holds the first
// paint back. Any other page (no markup: the app renders it) starts the app at once.
import { afterFirstPaint } from './first-paint.ts';

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
void (prerendered ? afterFirstPaint(window) : Promise.resolve()).then(() => import('./start.tsx'));
