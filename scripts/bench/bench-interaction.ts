// npm run bench:interaction: taps on a phone (slow 4G, CPU 4x) on the front, login and chat front
// pages beside the app floor: when the primary control shows, when a tap then works, how many of
// the buttons lose a tap; then, signed in as Laura, the chat topic and my information pages' largest
// paint and a click's time to the next paint. From a running production serve (npm run serve,
// started here if nothing listens on 4173, or BASE_URL). The interaction part of npm run bench.
import { runBench } from './run.ts';

process.exitCode = (await runBench({
  bundle: false,
  lighthouse: false,
  interaction: true,
  write: false,
}))
  ? 0
  : 1;
