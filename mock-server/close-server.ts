import type { Server } from 'node:http';

/** Closes an HTTP server now: open keep-alive connections are cut rather than waited for. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => {
      if (error) {
        reject(error);
      } else {
        resolve();
      }
    });
    server.closeAllConnections();
  });
}
