// npm run serve: the production build (dist/, from npm run build) on http://localhost:4173 with
// the headers production needs (a strict Content-Security-Policy and friends), and the local
// mock stack behind /api/ — so the Playwright suite runs against what ships.
import { existsSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { join, resolve } from 'node:path';
import { environments } from '../../src/app/config/environments.ts';
import { defaultGatewayPort, describeStack, startMockStack } from '../../mock-server/stack.ts';
import { answerCspReport, createStaticHandler } from './hosting-static.ts';
import { localCspReportPath } from './security-headers.ts';

const root = resolve(import.meta.dirname, '..', '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const serveStatic = createStaticHandler(root, environments.local);

function proxyToGateway(request: IncomingMessage, response: ServerResponse): void {
  const upstream = httpRequest(
    {
      host: 'localhost',
      port: defaultGatewayPort,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 502, message: 'The mock gateway is not running' }));
  });
  request.pipe(upstream);
}

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run npm run build first.');
  process.exit(1);
}

const stack = await startMockStack();
const server = createServer((request, response) => {
  if (request.url?.startsWith('/api/')) {
    proxyToGateway(request, response);
  } else if (request.url === localCspReportPath) {
    answerCspReport(request, response, (line) => {
      console.warn(line);
    });
  } else {
    serveStatic(request, response);
  }
});
await new Promise<void>((done) => server.listen(port, 'localhost', done));
console.info(describeStack(stack, `http://localhost:${port}/ (production build, strict CSP)`));

const stop = () => {
  server.close();
  void stack.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
