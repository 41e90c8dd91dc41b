import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../../domain/app-config';
import type { ClientBundle } from './client-bundle';

/** What the headers depend on (a part of the app's options). */
export interface SecurityOptions {
  publicConfig: AppConfig;
  client?: ClientBundle | null | undefined;
  production?: boolean | undefined;
}

/**
 * The Content-Security-Policy of every answer: our own origin, the build's inline boot scripts by
 * hash, Firebase Auth (and its emulator), and Google Maps when a key is set.
 */
export function contentSecurityPolicy(options: SecurityOptions) {
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
      scriptSrc: [
        "'self'",
        ...new Set([
          ...(client?.scriptHashes ?? []),
          ...[...(client?.languages?.values() ?? [])].flatMap((one) => one.scriptHashes),
        ]),
        'https://apis.google.com',
        ...maps,
      ],
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
      // Top-ups post their signed form to PayFast's payment page (ADR 14).
      formAction: ["'self'", 'https://www.payfast.co.za', 'https://sandbox.payfast.co.za'],
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

/**
 * An API answer (JSON, an event stream, a file) is never a page: nothing in it may load or run,
 * and nothing may frame it. The document's whole policy (a kilobyte, sources for scripts, Google
 * and the emulator) did nothing on it, and came with every call on a phone.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * The security headers of every answer, as an onRequest hook. helmet's middleware is built once:
 * @fastify/helmet built it again on every request (its directives parsed each time, a fiftieth of
 * a list request's CPU in the bench's profile).
 */
export function securityHeaders(options: SecurityOptions): onRequestHookHandler {
  const headers = helmet({
    contentSecurityPolicy: contentSecurityPolicy(options),
    // The Google sign-in popup must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // As CSP's frame-ancestors 'none' says: no page of ours is shown in a frame, not even ours.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.production ? undefined : false,
  });
  return (request, reply, done) => {
    if (isHashedSubresource(request.url)) {
      // A script, stylesheet or font is never a document: the document's policies (CSP, framing,
      // opener) do nothing on it, and on a phone their kilobyte came with every chunk.
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('cross-origin-resource-policy', 'same-origin');
      done();
      return;
    }
    if (isApiAnswer(request.url)) {
      void reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('x-frame-options', 'DENY');
      void reply.header('cross-origin-resource-policy', 'same-origin');
      void reply.header('referrer-policy', 'no-referrer');
      if (options.production)
        void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done();
      return;
    }
    headers(request.raw, reply.raw, () => done());
  };
}
