import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  body?: string;
  contentType?: string;
}

/** A tiny API server for answers the contracts' mock never gives (broken bodies, odd statuses). */
export interface FakeApi {
  url: string;
  requests: { method: string; url: string; headers: IncomingHttpHeaders }[];
  answer: (answer: FakeAnswer) => void;
  close: () => Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  let next: FakeAnswer = { status: 200, body: '{}' };
  const requests: FakeApi['requests'] = [];
  const server: Server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
    });
    response.writeHead(next.status, { 'Content-Type': next.contentType ?? 'application/json' });
    response.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (answer) => {
      next = answer;
    },
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
