import type { AppOptions } from '../app';

/**
 * The Content-Security-Policy of every answer: our own origin, the build's inline boot scripts by
 * hash, Firebase Auth (and its emulator), and Google Maps when a key is set.
 */
export function contentSecurityPolicy(
  options: Pick<AppOptions, 'publicConfig' | 'client' | 'production'>,
) {
  const { publicConfig, client } = options;
  const emulator = publicConfig.authEmulatorUrl;
  const maps = publicConfig.googleMapsApiKey
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com']
    : [];
  const firebaseAuthDomain = `https://${publicConfig.firebase.authDomain}`;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(client?.scriptHashes ?? []), 'https://apis.google.com', ...maps],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', ...maps],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
        ...(emulator ? [emulator] : []),
        ...maps,
      ],
      frameSrc: [firebaseAuthDomain, 'https://apis.google.com', ...(emulator ? [emulator] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      ...(options.production ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * A built script, stylesheet or font (`/assets/name-hash.js`): never shown as a document, so it
 * needs only nosniff and the same-origin resource policy. Images (an SVG can hold a script when
 * opened on its own) and everything else get every header.
 */
export function isHashedSubresource(url: string): boolean {
  return /^\/assets\/[\w.-]+\.(?:js|css|woff2?)$/.test(url);
}
