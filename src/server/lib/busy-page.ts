/**
 * The answer of an instance that cannot serve a page right now (starting, overloaded): a tiny
 * document that says so and reloads itself after `retryAfterS`, for a person on a phone who
 * would otherwise see a JSON error.
 */
export function busyPage(message: string, retryAfterS: number): string {
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light dark">` +
    `<meta http-equiv="refresh" content="${retryAfterS}">` +
    `<title>Khaya</title><p style="font-family:sans-serif;margin:2rem">${message} This page reloads by itself.</p></html>`
  );
}

/** Whether a request is for a page (not the API, the metrics or a file). */
export function wantsPage(url: string, accept: string | undefined): boolean {
  return !url.startsWith('/api') && url !== '/metrics' && (accept ?? '').includes('text/html');
}
