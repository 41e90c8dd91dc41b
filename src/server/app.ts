import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authPlugin } from './plugins/auth';
import { clientPlugin } from './plugins/client';
import { providerPageDocument } from './services/providers';
import {
  clientErrorHandler,
  errorsPlugin,
  frameworkErrors,
  sendApiNotFound,
} from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { refuseNulCharacters } from './plugins/nul-character';
import { LOG_SERIALIZERS, OneLinePerRequest, requestIdOf } from './plugins/log-serializers';
import { operationsPlugin } from './plugins/operations';
import { securityHeaders } from './plugins/security';
import { DEFAULT_RATE_LIMITS, rateLimitPlugin } from './plugins/rate-limit';
import { ServiceUnavailableError } from './errors';
import { NO_PROVIDER_LIST_CACHE } from './services/providers';
import { MAILBOX } from './services/notifications';
import { backgroundWork, vapidOf } from './background';
import { firstViewMaker } from './plugins/first-view';
import { apiRoutes as everyApiRoute } from './routes';
import { standInPayments } from './routes/payfast-stand-in';
import { searchPageRoutes } from './routes/search-pages';
import { devServices } from './plugins/dev-services';
import { standInEscrow } from './routes/tradesafe-stand-in';
import { DEFAULT_SELLER } from './services/credit';
import { API_INFO, completeDocument, declareShapeResponses } from './openapi';

import type { AppOptions, RouteEntry } from './app-options';

export type { AppOptions, RouteEntry };

export const BODY_LIMIT = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), serializers: LOG_SERIALIZERS }
      : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // One line per request (the hook below), carrying its id; the id a balancer set is kept.
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify's own 503 while closing has its own body shape: the hook below answers instead.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is accepted as a body; text/plain would otherwise slip through as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('database', options.database);
  app.decorate('secureCookies', options.production === true);
  app.decorate('draining', false);
  app.decorate('providerListCache', options.providerListCache ?? NO_PROVIDER_LIST_CACHE);
  const delivery = options.delivery ?? { siteUrl: 'http://localhost:5000' };
  const payments: NonNullable<AppOptions['payments']> =
    options.payments ?? standInPayments(delivery.siteUrl);
  const escrow: NonNullable<AppOptions['escrow']> =
    options.escrow ?? standInEscrow(delivery.siteUrl);
  const clock = options.clock ?? delivery.clock ?? (() => new Date());
  // Domain events and their subscribers, deliveries, live streams, sweeps (./background.ts).
  const work = backgroundWork({
    database: options.database,
    log: app.log,
    clock,
    delivery,
    providerListCache: app.providerListCache,
    redis: options.redis,
    liveStreams: options.liveStreams,
    files: options.files,
    escrow: escrow.partner,
    searchPageCache: options.searchPageCache,
  });
  const { files, liveStreams } = work;
  app.decorate('searchPages', work.searchPages);
  app.decorate('events', work.events);
  app.decorate('deliveries', work.deliveries);
  app.decorate('reviewPublisher', work.reviewPublisher);
  app.decorate('liveStreams', liveStreams);
  app.addHook('onReady', () => work.start());
  app.addHook('onClose', () => work.stop());
  const apiRoutes: RouteEntry[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    declareShapeResponses(route);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: route.url,
        auth: route.config?.auth ?? 'required',
        hidden: route.schema?.hide === true,
        responses: (route.schema?.response ?? {}) as Record<string, unknown>,
      });
    }
  });

  await app.register(errorsPlugin);
  await app.register(operationsPlugin, {
    token: options.metricsToken,
    database: options.database,
    liveStreams,
    clock,
    overloadEventLoopDelayMs: options.overloadEventLoopDelayMs,
  });
  // While closing (a rolling restart), new requests get 503 so the load balancer goes elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Open event streams would hold the server open: they end, and their pages reconnect elsewhere.
    await liveStreams.stop();
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new ServiceUnavailableError() : undefined);
  });
  app.addHook('preValidation', refuseNulCharacters);
  app.addHook('onRequest', securityHeaders(options));
  // Before compression, so the answer it keeps for retries is the JSON text.
  await app.register(idempotencyPlugin, { database: options.database });
  // Brotli at quality 6, not the plugin's 4: a signed-in page's document (90-140 KB, most of it
  // the stylesheet and the rendered page) takes 16.0 KB at 5 and 15.9 at 6 in about the same
  // 2.1 ms (Settings; a provider's dashboard 18.7 and 18.6 KB, 2.3 and 2.7 ms); 7 costs more.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  });
  // Before the auth plugin: IPs are counted before tokens are checked, users before Firebase is asked.
  await app.register(rateLimitPlugin, {
    limits: options.rateLimits === undefined ? DEFAULT_RATE_LIMITS : options.rateLimits,
    database: options.database,
    redis: options.redis,
    nameSpace: options.rateLimitNameSpace,
  });
  await app.register(authPlugin, { verifier: options.verifier });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: API_INFO,
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A Firebase ID token of the signed-in person.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: completeDocument,
  });

  await app.register(
    async (api) => {
      await api.register(everyApiRoute, {
        verifier: options.verifier,
        files,
        clock,
        liveStreams,
        whatsappTransport: delivery.whatsapp?.transport ?? MAILBOX,
        siteUrl: delivery.siteUrl,
        gateway: payments.gateway,
        seller: payments.seller ?? DEFAULT_SELLER,
        escrow: escrow.partner,
        payoutKey: escrow.payoutKey ?? randomBytes(32),
        delivery: { devMailbox: delivery.devMailbox ?? false, whatsapp: delivery.whatsapp?.config },
        searchPages: work.searchPages,
        push: { vapid: vapidOf(delivery), rules: { thisMachine: options.production !== true } },
      });
      api.get('/docs/json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/api' },
  );

  await app.register(devServices, {
    db: options.database.db,
    devMailbox: delivery.devMailbox ?? false,
    authEmulator: delivery.authEmulator,
    payFastStandIn: payments.standIn,
    tradeSafeStandIn: escrow.standIn,
  });

  // The search pages and sitemap (issue 51): written by the server, with or without the client.
  searchPageRoutes(app, work.searchPages, delivery.siteUrl);

  if (options.client) {
    const { db } = options.database;
    await app.register(clientPlugin, {
      bundle: options.client,
      describe: (page, pathname, search) =>
        page === 'provider-profile'
          ? providerPageDocument(db, pathname, search)
          : Promise.resolve(undefined),
      firstView: firstViewMaker(app, options.verifier),
    });
  } else {
    app.setNotFoundHandler(sendApiNotFound);
  }

  return app;
}
