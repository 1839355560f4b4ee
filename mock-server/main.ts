// npm run mock: the local mock stack alone (mock APIs and the sign-in provider), until Ctrl+C.
import { describeStack, startMockStack } from './stack.ts';

const stack = await startMockStack();
console.info(describeStack(stack));

const stop = () => {
  void stack.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
