import http from 'node:http';
import { busyPage, wantsPage } from './lib/busy-page';

const STARTING_MESSAGE = 'Khaya is starting: its database is being brought up to date.';
const RETRY_AFTER_S = 5;

/**
 * Holds the port while the instance migrates and prepares (a minute on a big upgrade): a load
 * balancer's readiness check, a request or a page gets 503 with a retry hint instead of a refused
 * connection. Closed just before the app itself listens on the port.
 */
export async function answerWhileStarting(
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const page = wantsPage(request.url ?? '/', request.headers.accept);
    response.writeHead(503, {
      'retry-after': String(RETRY_AFTER_S),
      'cache-control': 'no-store',
      connection: 'close',
      'content-type': page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    });
    response.end(
      page
        ? busyPage(STARTING_MESSAGE, RETRY_AFTER_S)
        : JSON.stringify({ message: STARTING_MESSAGE }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
