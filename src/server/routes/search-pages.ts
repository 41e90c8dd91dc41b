import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceHintQuerySchema, priceHintSchema } from '../../domain/schemas/price-guides';
import { SERVICE_TYPES } from '../../domain/services';
import { SEARCH_PAGE_CSP, type SearchPageAnswer, type SearchPages } from '../services/search-pages';
import { publicSecurity } from './common';

/**
 * The search pages' addresses (issue 51), outside /api: a page per service and place
 * (`/plumbing/umlazi-durban`), a price guide per service (`/prices/plumbing`), sitemap.xml with
 * its files, and robots.txt naming it. Each is HTML or XML written by the server, the same for
 * everyone (public, cached a few minutes by browsers and any cache between).
 */

const page = { config: { auth: 'public' as const }, schema: { hide: true } };
const CACHED = 'public, max-age=300';

const sendPage = (reply: FastifyReply, answer: SearchPageAnswer) =>
  reply
    .status(answer.status)
    .header('cache-control', answer.status === 200 ? CACHED : 'no-cache')
    .header('content-security-policy', SEARCH_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(answer.html);

const sendXml = (reply: FastifyReply, body: AsyncGenerator<string>) =>
  reply
    .header('cache-control', 'public, max-age=3600')
    .type('application/xml; charset=utf-8')
    .send(Readable.from(body));

/** robots.txt: public pages open, the signed-in ones and the API closed, the sitemap named. */
export function robotsTxt(siteUrl: string): string {
  return [
    '# Public pages are open to search engines; signed-in dashboards and the API are not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /customer',
    'Disallow: /provider$',
    'Disallow: /provider?',
    'Disallow: /provider/',
    'Disallow: /provider-onboarding',
    'Disallow: /quote/',
    'Disallow: /settings',
    'Disallow: /notifications',
    'Disallow: /admin',
    'Disallow: /dev/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function searchPageRoutes(app: FastifyInstance, searchPages: SearchPages, siteUrl: string) {
  for (const service of SERVICE_TYPES) {
    // Any slug that is not a place of the directory answers 'Page Not Found'.
    app.get<{ Params: { place: string } }>(`/${service}/:place`, page, async (request, reply) =>
      sendPage(reply, await searchPages.placePage(service, request.params.place)),
    );
  }
  app.get<{ Params: { service: string } }>('/prices/:service', page, async (request, reply) =>
    sendPage(reply, await searchPages.priceGuide(request.params.service)),
  );
  app.get('/sitemap.xml', page, async (_request, reply) =>
    sendXml(reply, await searchPages.sitemapIndex()),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', page, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') return sendXml(reply, await searchPages.pagesSitemap());
    const n = /^providers-([1-9][0-9]{0,5})\.xml$/.exec(file)?.[1];
    const body = n ? await searchPages.providersSitemap(Number(n)) : null;
    if (!body) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendXml(reply, body);
  });
  app.get('/robots.txt', page, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteUrl)),
  );
}

/** `GET /api/price-guides`: the request form's line, what the service costs near a point. */
export const priceGuideRoutes: FastifyPluginAsyncZod<{ searchPages: SearchPages }> = async (
  api,
  { searchPages },
) => {
  api.get(
    '/price-guides',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'What a service typically costs near a point (or in South Africa)',
        operationId: 'getPriceHint',
        security: publicSecurity,
        querystring: priceHintQuerySchema,
        response: { 200: priceHintSchema },
      },
    },
    async (request, reply) => {
      const { service, lat, lng } = request.query;
      void reply.header('cache-control', 'public, max-age=300');
      return searchPages.priceHint(
        service,
        lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined,
      );
    },
  );
};
