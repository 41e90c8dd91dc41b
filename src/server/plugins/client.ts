import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientBundle } from './client-bundle';
import { describedDocument, type DescribeDocument } from './document-details';
import { sendApiNotFound } from './errors';

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * the page's document for any other GET outside /api (a real 404 where no page shows).
 */
export const clientPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { bundle: ClientBundle; describe?: DescribeDocument | undefined },
  ) => {
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

    const sendDocument = async (reply: FastifyReply, pathname: string, search = '') => {
      const document = opts.bundle.documentFor(pathname, search);
      let { html, found } = document;
      const { page } = document;
      const details =
        page && opts.describe ? await opts.describe(page, pathname, search) : undefined;
      if (details === null) {
        // Nothing there (an unknown provider): a 404, with the page's shell, which the app
        // renders afresh and says so in the page's own words. The not-found page's markup
        // would be hydrated as a page it is not (React error #418).
        html = document.shell ?? opts.bundle.notFound;
        found = false;
      } else if (details) {
        html = describedDocument(
          html,
          details,
          opts.bundle.publicUrl && `${opts.bundle.publicUrl}${pathname}`,
        );
      }
      return reply
        .status(found ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    };
    const page = { config: { auth: 'public' as const }, schema: { hide: true } };
    app.get('/', page, (_request, reply) => sendDocument(reply, '/'));
    app.get('/index.html', page, (_request, reply) => sendDocument(reply, '/'));

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendApiNotFound(request, reply);
      }
      // A missing hashed asset is a real 404, not a page.
      if (pathname.startsWith('/assets/')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      const query = request.url.indexOf('?');
      return sendDocument(reply, pathname, query === -1 ? '' : request.url.slice(query));
    });
  },
);
