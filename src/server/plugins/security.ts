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
