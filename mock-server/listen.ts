import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts an HTTP server on `port` (0: any free port) and `host`, and says where it listens:
 * the bound port, and the host to put in its URLs (`localhost` for a wildcard address).
 */
export async function listen(
  server: Server,
  port: number,
  host: string,
): Promise<{ port: number; urlHost: string }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return { port: boundPort, urlHost: host === '0.0.0.0' || host === '::' ? 'localhost' : host };
}
