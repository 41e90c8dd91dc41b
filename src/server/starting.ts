import http from 'node:http';

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
    const api = (request.url ?? '/').startsWith('/api') || request.url === '/metrics';
    response.writeHead(503, {
      'retry-after': String(RETRY_AFTER_S),
      'cache-control': 'no-store',
      connection: 'close',
      'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    });
    response.end(
      api
        ? JSON.stringify({ message: STARTING_MESSAGE })
        : `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
            `<meta http-equiv="refresh" content="${RETRY_AFTER_S}"><title>Khaya</title>` +
            `<p style="font-family:sans-serif;margin:2rem">${STARTING_MESSAGE} This page reloads by itself.</p>`,
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
