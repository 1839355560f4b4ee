// npm run bench:lighthouse: Lighthouse (mobile) of the front, login and chat front pages beside
// the app floor and the static floor, from a running production serve (npm run serve, started
// here if nothing listens on 4173, or BASE_URL). The Lighthouse part of npm run bench.
import { runBench } from './run.ts';

process.exitCode = (await runBench({ bundle: false, lighthouse: true, write: false })) ? 0 : 1;
