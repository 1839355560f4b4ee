// The floors of npm run bench, each on a spare port, served as npm run serve serves the portal
// (scripts/hosting/hosting-static.ts: the same file resolution, compression and headers), so the floors
// and the portal are measured on equal terms.
import { createServer } from 'node:http';
import { closeServer } from '../../mock-server/close-server.ts';
import { listen } from '../../mock-server/listen.ts';
import { environments } from '../../src/app/config/environments.ts';
import { createStaticHandler } from '../hosting/hosting-static.ts';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves the build in `root` (index.html for any route) on http://localhost:<spare port>/. */
export async function serveDirectory(root: string): Promise<StaticServer> {
  const server = createServer(createStaticHandler(root, environments.local));
  const { port, urlHost } = await listen(server, 0, 'localhost');
  return {
    url: `http://${urlHost}:${port.toString()}/`,
    close: () => closeServer(server),
  };
}
