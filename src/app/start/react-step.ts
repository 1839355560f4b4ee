// React DOM's client, run in a step of its own before the app's chunk (main.tsx). React and React
// DOM are CommonJS, which the bundle wraps in functions that run on first use: left to the app's
// chunk, React DOM's ran inside that chunk's evaluation and made it the longest task of the
// start. The build puts this module into React's chunk (scripts/build/build-chunks.ts,
// `reactStep`), so that importing it evaluates React's chunk and nothing of the app's.
import 'react-dom/client';
