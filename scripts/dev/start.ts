// npm start: the whole portal on the local mock stack: mock APIs, the local sign-in provider and
// the app's dev server (which proxies /api/ to the mock gateway), in one process, until Ctrl+C.
import { createServer } from 'vite';
import { describeStack, startMockStack } from '../../mock-server/stack.ts';

const stack = await startMockStack();
const vite = await createServer({
  configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
});
await vite.listen();
const portal = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
console.info(describeStack(stack, portal));

const stop = () => {
  void Promise.all([vite.close(), stack.close()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
