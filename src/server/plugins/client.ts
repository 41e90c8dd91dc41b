import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientBundle } from './client-bundle';
import { describedDocument, type DescribeDocument } from './document-details';
import { sendApiNotFound } from './errors';
import type { MakeFirstView } from './first-view';
import { personDocument } from './person-document';
import { NO_SESSION_META } from '../../domain/http';
import { splitLocalePath } from '../../domain/locales';
import { withLanguageLinks } from './language-links';

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * the page's document for any other GET outside /api (a real 404 where no page shows).
 */
export const clientPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      bundle: ClientBundle;
      describe?: DescribeDocument | undefined;
      firstView?: MakeFirstView | undefined;
    },
  ) => {
    // Built, hashed files never change: no validators to revalidate them with, no ranges (a
    // hundred bytes of headers less on each of a page's chunks).
    await app.register(fastifyStatic, {
      root: path.join(opts.bundle.dir, 'assets'),
      prefix: '/assets/',
      index: false,
      wildcard: true,
      preCompressed: true,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(res) {
        void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    await app.register(fastifyStatic, {
      root: opts.bundle.dir,
      index: false,
      wildcard: true,
      preCompressed: true,
      decorateReply: false,
      setHeaders(res) {
        void res.header('cache-control', 'public, max-age=0, must-revalidate');
      },
    });

    // Every built language, English first: the `hreflang` links of a public page name them.
    const languages = [opts.bundle, ...(opts.bundle.languages?.values() ?? [])];
    const sendDocument = async (
      request: FastifyRequest,
      reply: FastifyReply,
      address: string,
      search = '',
    ) => {
      // Another language's page is its own build's document for the page's path (ADR 16); a
      // language that was not built has no pages.
      const { locale, path: pathname } = splitLocalePath(address);
      const bundle = languages.find((one) => one.locale === locale);
      if (!bundle) {
        return reply
          .status(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(opts.bundle.notFound);
      }
      const document = bundle.documentFor(pathname, search);
      let { html, found } = document;
      const { page, signedIn } = document;
      if (page && signedIn && opts.firstView) {
        // What a signed-in page shows depends on who asks: no cache keeps it for another.
        void reply.header('vary', 'cookie');
        const made = await opts.firstView(
          request,
          reply,
          { name: page, path: signedIn.path },
          pathname,
        );
        if (made === 'no-session') {
          // The app forgets its note of a session: the server holds none it takes.
          html = html.replace(
            '</head>',
            () => `<meta name="${NO_SESSION_META}" content="" /></head>`,
          );
        } else if (made) {
          const person = await personDocument(
            bundle,
            html,
            made,
            { pathname, preloads: signedIn.preloads },
            request.log,
          );
          return reply
            .status(200)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(person);
        }
      }
      const details =
        page && opts.describe ? await opts.describe(page, pathname, search) : undefined;
      if (details === null) {
        // Nothing there (an unknown provider): a 404, with the page's shell, which the app
        // renders afresh and says so in the page's own words. The not-found page's markup
        // would be hydrated as a page it is not (React error #418).
        html = document.shell ?? bundle.notFound;
        found = false;
      } else if (details) {
        html = describedDocument(
          html,
          details,
          opts.bundle.publicUrl && `${opts.bundle.publicUrl}${address}`,
        );
      }
      if (found && !signedIn && opts.bundle.publicUrl && languages.length > 1) {
        html = withLanguageLinks(
          html,
          languages.map((one) => one.locale),
          { path: pathname, search, publicUrl: opts.bundle.publicUrl },
        );
      }
      return reply
        .status(found ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    };
    const page = { config: { auth: 'public' as const }, schema: { hide: true } };
    app.get('/', page, (request, reply) => sendDocument(request, reply, '/'));
    app.get('/index.html', page, (request, reply) => sendDocument(request, reply, '/'));
    // A language's home is its prefix with a slash ('/zu/'), as its links write it.
    for (const { locale } of languages.slice(1)) {
      app.get(`/${locale}`, page, (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(`/${locale}/${query === -1 ? '' : request.url.slice(query)}`, 301);
      });
    }

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
      return sendDocument(request, reply, pathname, query === -1 ? '' : request.url.slice(query));
    });
  },
);
