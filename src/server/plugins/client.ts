import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors';

/** Configuration the browser needs at run time; injected into index.html, never a secret. */
export interface PublicConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  authEmulatorUrl?: string;
  googleMapsApiKey?: string;
}

export interface ClientBundle {
  dir: string;
  indexHtml: string;
  /** sha256 sources of the inline scripts in index.html, for the Content-Security-Policy. */
  scriptHashes: string[];
}

const CONFIG_PLACEHOLDER = '<!--app-config-->';

export function renderConfigScript(config: PublicConfig): string {
  // JSON inside <script> must not be able to close the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-config">${json}</script>`;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const digest = crypto
      .createHash('sha256')
      .update(match[2] ?? '')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** Reads the built client, or returns null when it has not been built. */
export function loadClientBundle(dir: string, config: PublicConfig): ClientBundle | null {
  const indexPath = path.join(dir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const raw = fs.readFileSync(indexPath, 'utf8');
  return {
    dir,
    indexHtml: raw.replace(CONFIG_PLACEHOLDER, renderConfigScript(config)),
    scriptHashes: inlineScriptHashes(raw),
  };
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can show its page (or its 404).
 */
export const clientPlugin = fp(async (app: FastifyInstance, opts: { bundle: ClientBundle }) => {
  await app.register(fastifyStatic, {
    root: opts.bundle.dir,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(opts.bundle.indexHtml);

  app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendIndex(reply),
  );
  app.get('/index.html', { config: { auth: 'public' }, schema: { hide: true } }, (_r, reply) =>
    sendIndex(reply),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendIndex(reply);
  });
});
