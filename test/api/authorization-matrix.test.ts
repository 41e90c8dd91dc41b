import crypto from 'node:crypto';
import { addDays, southAfricanToday } from '../../src/domain/when';
import { weekdayOf } from '../../src/domain/working-hours';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CLEANING_REQUEST,
  customer,
  postQuote,
  postRequest,
  provider,
  type Actor,
} from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { multipart, PDF, photo, upload } from '../helpers/documents';
import { startFakeTradeSafe } from '../helpers/fake-tradesafe';
import { reconcileProtectedPayments } from '../../src/server/services/escrow';
import { noShowReports } from '../../src/server/db/schema';

/**
 * Who may do what, for every route the server has. The route list comes from the server's own
 * route table (`app.apiRoutes`): a route without a row here fails the suite, and so does a row
 * for a route that no longer exists.
 *
 * Actors: anonymous; customer A, who owns the request; customer B; a cleaning provider who quoted
 * on A's request; a plumbing provider (another service); a user who signed up as a provider but
 * has no profile yet. Each row gets fresh actors and a fresh request with one quote, so a write in
 * one cell cannot change the outcome of another.
 */
const PHOTO = await photo();
// The escrow partner, on its own port (its callbacks go nowhere: the matrix reads back itself).
const TRADESAFE = await startFakeTradeSafe(() => 'http://127.0.0.1:1');
afterAll(() => TRADESAFE.close());

const ACTORS = [
  'anonymous',
  'customerA',
  'customerB',
  'quoted',
  'otherService',
  'noProfile',
] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

interface World {
  actors: Record<Exclude<ActorName, 'anonymous'>, Actor>;
  requestId: string;
  quoteId: string;
  /** A message the quoting provider wrote to customer A (rows that need one). */
  messageId?: string;
  /** A document the quoting provider sent for verification (rows that need one). */
  documentId?: string;
  /** Days off of the quoting provider (rows that need them). */
  dayOffId?: string;
  /** The booking of A's accepted request, and a time A proposed instead (rows about them). */
  bookingId?: string;
  moveId?: string;
  /** The quoting provider's calendar feed (its secret path). */
  feedPath?: string;
  /** A photo customer A added to the request. */
  photoId?: string;
  /** A photo of past work on the quoting provider's page. */
  workPhotoId?: string;
  /** A top-up of Khaya credit the quoting provider started. */
  topUpId?: string;
  /** A price change the quoting provider asked for after A accepted. */
  changeId?: string;
  /** A dispute A opened on the completed job, and an offer to settle it. */
  disputeId?: string;
  offerId?: string;
}

const PRICE_LIST = {
  bedrooms: [300, 400, 500, 600, 700, 800],
  extraBathroom: 80,
  extras: { oven: 100 },
  instant: true,
};

/** A weekday days ahead (the default working hours are Monday to Friday). */
function aWeekday(from = 4): string {
  let date = addDays(southAfricanToday(), from);
  while (['sat', 'sun'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** Instantly booking the quoting cleaner at A's address. */
const CLEAN = (world: World) => ({
  providerId: world.actors.quoted.providerId,
  date: aWeekday(),
  start: '09:00',
  bedrooms: 2,
  bathrooms: 1,
  extras: [],
  location: CLEANING_REQUEST.location,
  latitude: CLEANING_REQUEST.latitude,
  longitude: CLEANING_REQUEST.longitude,
});

/** The quoting cleaner lists its prices for instant booking. */
async function listPrices(app: FastifyInstance, world: World) {
  const listed = await app.inject({
    method: 'PUT',
    url: '/api/providers/me/price-list',
    headers: world.actors.quoted.headers,
    payload: PRICE_LIST,
  });
  expect(listed.statusCode, listed.body).toBe(200);
}

/** Customer A books the quoting cleaner instantly. */
async function bookInstantly(app: FastifyInstance, world: World) {
  await listPrices(app, world);
  const booked = await app.inject({
    method: 'POST',
    url: '/api/instant-cleans',
    headers: world.actors.customerA.headers,
    payload: CLEAN(world),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  world.bookingId = booked.json<{ bookingId: string }>().bookingId;
}

interface Row {
  /** Fills the route's parameters (and query) for this world. */
  url: (world: World) => string;
  body?: (world: World) => Record<string, unknown>;
  /** Runs before the cells of the row (as the owner), e.g. accepting the quote before completing. */
  prepare?: (app: FastifyInstance, world: World) => Promise<void>;
  expected: Expected;
  /** For routes with an id: the status a random id gets (anonymous still 401). */
  randomId?: (id: string) => string;
  /** A multipart upload instead of a JSON body. */
  upload?: {
    fields: Record<string, string> | ((world: World) => Record<string, string>);
    file: { bytes: Buffer; name: string };
  };
  /** The route answers 200 with a file download, not JSON. */
  file?: boolean;
}

const all = (status: number, anonymous = 401): Expected => ({
  anonymous,
  customerA: status,
  customerB: status,
  quoted: status,
  otherService: status,
  noProfile: status,
});

const PROVIDER_BODY = {
  bio: 'Careful and on time.',
  services: ['gardening'],
  hourlyRate: 250,
  location: 'Umhlanga, Durban, KwaZulu-Natal',
};

const PROVIDERS_ONLY = (status: number): Expected => ({
  anonymous: 401,
  customerA: 404,
  customerB: 404,
  quoted: status,
  otherService: status,
  noProfile: 404,
});

/** The quoting provider sends an ID document (rows about a document). */
async function sendDocument(app: FastifyInstance, world: World) {
  const sent = await upload(app, world.actors.quoted.headers, ID_DOCUMENT, {
    bytes: PDF,
    name: 'id.pdf',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  world.documentId = sent.json<{ id: string }>().id;
}
const ID_DOCUMENT = { kind: 'id_document', idType: 'sa_id' };

/** Customer A adds a photo to the request (rows about it). */
async function addPhoto(app: FastifyInstance, world: World) {
  const body = multipart({ caption: 'The stain' }, { bytes: PHOTO, name: 'stain.jpg' });
  const added = await app.inject({
    method: 'POST',
    url: `/api/quote-requests/${world.requestId}/photos`,
    headers: { ...world.actors.customerA.headers, ...body.headers },
    payload: body.payload,
  });
  expect(added.statusCode, added.body).toBe(201);
  world.photoId = added.json<{ id: string }>().id;
}
const photoUrl = (world: World, end = '') =>
  `/api/quote-requests/${world.requestId}/photos/${world.photoId ?? ''}${end}`;

/** The quoting provider adds a photo of past work to its page (rows about it). */
async function addWorkPhoto(app: FastifyInstance, world: World) {
  const body = multipart({ caption: 'Tiled bathroom' }, { bytes: PHOTO, name: 'tiles.jpg' });
  const added = await app.inject({
    method: 'POST',
    url: '/api/providers/me/work-photos',
    headers: { ...world.actors.quoted.headers, ...body.headers },
    payload: body.payload,
  });
  expect(added.statusCode, added.body).toBe(201);
  world.workPhotoId = added.json<{ id: string }>().id;
}
/** The quoting provider starts a top-up of Khaya credit. */
async function startTopUp(app: FastifyInstance, world: World) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/providers/me/credit/top-ups',
    headers: world.actors.quoted.headers,
    payload: { amount: 200 },
  });
  expect(started.statusCode, started.body).toBe(201);
  world.topUpId = started.json<{ topUp: { id: string } }>().topUp.id;
}
/** Customer A accepts the quote paying through Khaya; `to` takes the payment that far. */
function protectedPayment(to: 'awaiting' | 'funded' | 'delivered' = 'awaiting') {
  return async (app: FastifyInstance, world: World) => {
    const customerA = world.actors.customerA.headers;
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/quotes/${world.quoteId}/accept`,
      headers: customerA,
      payload: { payment: 'protected' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    if (to === 'awaiting') return;
    const checkout = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${world.requestId}/payment/checkout`,
      headers: customerA,
    });
    const transactionId = checkout.json<{ url: string }>().url.split('/').at(-1) ?? '';
    await TRADESAFE.standIn.pay(transactionId, false);
    if (to === 'delivered') await TRADESAFE.standIn.deliver(transactionId, false);
    await reconcileProtectedPayments(app.database.db, TRADESAFE.partner);
  };
}
/** Customer A accepts the quote, paying the provider directly. */
async function acceptDirectly(app: FastifyInstance, world: World) {
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/quotes/${world.quoteId}/accept`,
    headers: world.actors.customerA.headers,
    payload: {},
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}
/**
 * A accepts the quote (paying through Khaya when `protectedJob`) and the quoting provider asks
 * for R450 more; `agreed`: A agrees to it.
 */
function priceChange(protectedJob = false, agreed = false) {
  return async (app: FastifyInstance, world: World) => {
    await (protectedJob ? protectedPayment() : acceptDirectly)(app, world);
    const asked = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${world.requestId}/price-changes`,
      headers: world.actors.quoted.headers,
      payload: { extraAmount: 450, reason: 'The valve needs replacing as well.' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    world.changeId = asked.json<{ id: string }>().id;
    if (!agreed) return;
    const agree = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${world.requestId}/price-changes/${world.changeId}/agree`,
      headers: world.actors.customerA.headers,
    });
    expect(agree.statusCode, agree.body).toBe(200);
  };
}
/** A accepts the quote (paying directly) and marks the job completed. */
async function completedJob(app: FastifyInstance, world: World) {
  await acceptDirectly(app, world);
  const done = await app.inject({
    method: 'POST',
    url: `/api/quote-requests/${world.requestId}/complete`,
    headers: world.actors.customerA.headers,
  });
  expect(done.statusCode, done.body).toBe(200);
}
/** A opens a dispute on the completed job; `offerBy`: that side offers a R300 refund. */
function dispute(offerBy?: 'customerA' | 'quoted') {
  return async (app: FastifyInstance, world: World) => {
    await completedJob(app, world);
    const opened = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${world.requestId}/dispute`,
      headers: world.actors.customerA.headers,
      payload: { reason: 'poor_work', description: 'The tap still leaks a day after the visit.' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    world.disputeId = opened.json<{ id: string }>().id;
    if (!offerBy) return;
    const offered = await app.inject({
      method: 'POST',
      url: `/api/disputes/${world.disputeId}/offers`,
      headers: world.actors[offerBy].headers,
      payload: { refund: 300 },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    world.offerId = offered.json<{ offers: { id: string }[] }>().offers.at(-1)?.id ?? '';
  };
}
const disputeUrl = (world: World, end: string) => `/api/disputes/${world.disputeId ?? ''}${end}`;
const changeUrl = (world: World, step: string) =>
  `/api/quote-requests/${world.requestId}/price-changes/${world.changeId ?? ''}/${step}`;
const workPhotoUrl = (world: World, end = '') =>
  `/api/providers/${world.actors.quoted.providerId ?? ''}/work-photos/${world.workPhotoId ?? ''}${end}`;

/** The quoting provider sends customer A a photo in their thread. */
async function sendMessagePhoto(app: FastifyInstance, world: World) {
  const body = multipart({}, { bytes: PHOTO, name: 'pipe.jpg' });
  const sent = await app.inject({
    method: 'POST',
    url: `/api/quote-requests/${world.requestId}/messages/photo`,
    headers: { ...world.actors.quoted.headers, ...body.headers },
    payload: body.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  world.messageId = sent.json<{ id: string }>().id;
}
const messagePhotoUrl = (world: World, end = '') =>
  `/api/quote-requests/${world.requestId}/messages/${world.messageId ?? ''}/photo${end}`;

const DAYS_OFF = () => ({
  from: addDays(southAfricanToday(), 30),
  to: addDays(southAfricanToday(), 33),
  note: 'Leave',
});

/** The quoting provider takes days off (rows about them). */
async function takeDaysOff(app: FastifyInstance, world: World) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/providers/me/days-off',
    headers: world.actors.quoted.headers,
    payload: DAYS_OFF(),
  });
  expect(added.statusCode, added.body).toBe(201);
  world.dayOffId = added.json<{ id: string }>().id;
}

/** The quoting provider proposes a visit and customer A accepts: a booking (rows about it). */
async function book(app: FastifyInstance, world: World) {
  const revised = await app.inject({
    method: 'PATCH',
    url: `/api/quotes/${world.quoteId}`,
    headers: world.actors.quoted.headers,
    payload: { visitDate: addDays(southAfricanToday(), 5), visitStart: '09:00', visitHours: 2 },
  });
  expect(revised.statusCode, revised.body).toBe(200);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/quotes/${world.quoteId}/accept`,
    headers: world.actors.customerA.headers,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  world.bookingId = accepted.json<{ booking: { id: string } }>().booking.id;
}

/** A booking, and customer A reported the provider did not come (written as the rule would). */
async function bookAndReportNoShow(app: FastifyInstance, world: World) {
  await book(app, world);
  await app.database.db.insert(noShowReports).values({
    bookingId: world.bookingId ?? '',
    reportedBy: 'customer',
    answerBy: new Date(Date.now() + 24 * 3_600_000),
  });
}

const MOVE = () => ({ date: addDays(southAfricanToday(), 6), start: '10:00', reason: 'Rain' });

/** A booking, and customer A proposes another time for it. */
async function bookAndPropose(app: FastifyInstance, world: World) {
  await book(app, world);
  const proposed = await app.inject({
    method: 'POST',
    url: `/api/bookings/${world.bookingId}/moves`,
    headers: world.actors.customerA.headers,
    payload: MOVE(),
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  world.moveId = proposed.json<{ moves: { id: string }[] }>().moves[0]?.id;
}

/** The quoting provider turns its calendar feed on. */
async function startFeed(app: FastifyInstance, world: World) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/providers/me/calendar-feed',
    headers: world.actors.quoted.headers,
  });
  expect(started.statusCode, started.body).toBe(201);
  world.feedPath = new URL(started.json<{ url: string }>().url).pathname;
}

const MATRIX: Record<string, Row> = {
  // Anyone may look for a cleaner to book; booking needs an account, and the start it took is
  // gone for the next (409), as is one's own listing.
  'GET /api/instant-cleans': {
    url: () =>
      `/api/instant-cleans?latitude=-33.98&longitude=18.46&date=${aWeekday()}&bedrooms=2&bathrooms=1`,
    expected: all(200, 200),
  },
  'POST /api/instant-cleans': {
    url: () => '/api/instant-cleans',
    prepare: listPrices,
    body: CLEAN,
    expected: {
      anonymous: 401,
      customerA: 201,
      customerB: 409,
      quoted: 409,
      otherService: 409,
      noProfile: 409,
    },
  },
  // Only the booked cleaner declines (its customer: 409), once.
  'POST /api/bookings/:id/decline': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/decline`,
    prepare: bookInstantly,
    body: () => ({ reason: 'Van broke down' }),
    expected: { ...all(404), customerA: 409, quoted: 204 },
    randomId: (id) => `/api/bookings/${id}/decline`,
  },
  // A price list is a provider's own; a plumber cannot list cleaning prices (400).
  'GET /api/providers/me/price-list': {
    url: () => '/api/providers/me/price-list',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'PUT /api/providers/me/price-list': {
    url: () => '/api/providers/me/price-list',
    body: () => PRICE_LIST,
    expected: { ...all(403), quoted: 200, otherService: 400 },
  },
  // A visit's calendar file is its two sides' alone.
  'GET /api/bookings/:id/calendar.ics': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/calendar.ics`,
    prepare: book,
    file: true,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/bookings/${id}/calendar.ics`,
  },
  // The feed's secret is its only key: whoever holds it reads it (a calendar app signs in as no one).
  'GET /api/calendar-feeds/:secret/visits.ics': {
    url: (world) => world.feedPath ?? '',
    prepare: startFeed,
    file: true,
    expected: all(200, 200),
    randomId: (id) => `/api/calendar-feeds/${id}/visits.ics`,
  },
  // A calendar feed is a provider's own (403 for a customer: set up a profile).
  'GET /api/providers/me/calendar-feed': {
    url: () => '/api/providers/me/calendar-feed',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'POST /api/providers/me/calendar-feed': {
    url: () => '/api/providers/me/calendar-feed',
    expected: { ...all(403), quoted: 201, otherService: 201 },
  },
  'DELETE /api/providers/me/calendar-feed': {
    url: () => '/api/providers/me/calendar-feed',
    prepare: startFeed,
    expected: { ...all(403), quoted: 204, otherService: 204 },
  },
  // A booking is its customer's and its provider's: either proposes another time (the second
  // finds one waiting: 409); the other answers a proposal, never its proposer (409).
  'POST /api/bookings/:id/moves': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/moves`,
    prepare: book,
    body: MOVE,
    // The provider first: A's proposal then finds the provider's waiting.
    expected: {
      anonymous: 401,
      customerB: 404,
      otherService: 404,
      noProfile: 404,
      quoted: 201,
      customerA: 409,
    },
    randomId: (id) => `/api/bookings/${id}/moves`,
  },
  // Only the booked provider, on the day (this booking is days away: 409 for it too).
  'POST /api/bookings/:id/on-the-way': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/on-the-way`,
    prepare: book,
    expected: { ...all(404), customerA: 409, quoted: 409 },
    randomId: (id) => `/api/bookings/${id}/on-the-way`,
  },
  // Cancelling a booked visit: its two sides read the terms; the first to cancel does, the
  // other then finds it no longer booked.
  'GET /api/bookings/:id/cancel': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/cancel`,
    prepare: book,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/bookings/${id}/cancel`,
  },
  'POST /api/bookings/:id/cancel': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/cancel`,
    prepare: book,
    body: () => ({ reason: 'other', note: 'Plans changed.' }),
    expected: { ...all(404), customerA: 200, quoted: 409 },
    randomId: (id) => `/api/bookings/${id}/cancel`,
  },
  // No-shows (issue 49): the visit is days away, so a report is refused (409) to both sides;
  // only the side reported absent answers one.
  'GET /api/bookings/:id/no-show': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/no-show`,
    prepare: book,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/bookings/${id}/no-show`,
  },
  'POST /api/bookings/:id/no-show': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/no-show`,
    prepare: book,
    body: () => ({ note: 'Nobody came.' }),
    expected: { ...all(404), customerA: 409, quoted: 409 },
    randomId: (id) => `/api/bookings/${id}/no-show`,
  },
  'POST /api/bookings/:id/no-show/answer': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/no-show/answer`,
    prepare: bookAndReportNoShow,
    body: () => ({ answer: 'explain', note: 'I came at nine and knocked twice.' }),
    expected: { ...all(404), customerA: 409, quoted: 200 },
    randomId: (id) => `/api/bookings/${id}/no-show/answer`,
  },
  'POST /api/bookings/:id/moves/:moveId/accept': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/moves/${world.moveId ?? ''}/accept`,
    prepare: bookAndPropose,
    expected: { ...all(404), customerA: 409, quoted: 200 },
    randomId: (id) => `/api/bookings/${id}/moves/${id}/accept`,
  },
  'POST /api/bookings/:id/moves/:moveId/decline': {
    url: (world) => `/api/bookings/${world.bookingId ?? ''}/moves/${world.moveId ?? ''}/decline`,
    prepare: bookAndPropose,
    expected: { ...all(404), customerA: 409, quoted: 200 },
    randomId: (id) => `/api/bookings/${id}/moves/${id}/decline`,
  },
  // Days off are a provider's own: a customer has none to read or add (403: set up a profile),
  // and another's, like a random id, is not found.
  'GET /api/providers/me/days-off': {
    url: () => '/api/providers/me/days-off',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'POST /api/providers/me/days-off': {
    url: () => '/api/providers/me/days-off',
    body: DAYS_OFF,
    expected: { ...all(403), quoted: 201, otherService: 201 },
  },
  'DELETE /api/providers/me/days-off/:id': {
    url: (world) => `/api/providers/me/days-off/${world.dayOffId ?? ''}`,
    prepare: takeDaysOff,
    expected: { ...all(404), quoted: 204 },
    randomId: (id) => `/api/providers/me/days-off/${id}`,
  },
  'POST /api/providers/me/documents': {
    url: () => '/api/providers/me/documents',
    upload: { fields: ID_DOCUMENT, file: { bytes: PDF, name: 'id.pdf' } },
    expected: PROVIDERS_ONLY(201),
  },
  // A provider's own photo (without a profile: set one up first); anyone may fetch a photo by
  // its name (none has this one).
  'PUT /api/providers/me/photo': {
    url: () => '/api/providers/me/photo',
    upload: { fields: {}, file: { bytes: PHOTO, name: 'me.jpg' } },
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'DELETE /api/providers/me/photo': {
    url: () => '/api/providers/me/photo',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  // A request's photos: added and removed by its customer, seen by the providers it reaches
  // (the quoting cleaner; the plumber is another service: 404, as for a random id).
  'POST /api/quote-requests/:id/photos': {
    url: (world) => `/api/quote-requests/${world.requestId}/photos`,
    upload: { fields: { caption: 'Kitchen' }, file: { bytes: PHOTO, name: 'kitchen.jpg' } },
    expected: { ...all(404), customerA: 201 },
    randomId: (id) => `/api/quote-requests/${id}/photos`,
  },
  'GET /api/quote-requests/:id/photos/:photoId': {
    url: (world) => photoUrl(world),
    prepare: addPhoto,
    file: true,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/photos/${id}`,
  },
  'GET /api/quote-requests/:id/photos/:photoId/thumb': {
    url: (world) => photoUrl(world, '/thumb'),
    prepare: addPhoto,
    file: true,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/photos/${id}/thumb`,
  },
  // The customer removes it last: the others' 404s are for a photo that is still there.
  'DELETE /api/quote-requests/:id/photos/:photoId': {
    url: (world) => photoUrl(world),
    prepare: addPhoto,
    expected: {
      anonymous: 401,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
      customerA: 204,
    },
    randomId: (id) => `/api/quote-requests/${id}/photos/${id}`,
  },
  // A provider's photos of past work: managed by the provider (a customer's list is empty; it
  // has no page to add to); each file is as public as the page.
  'GET /api/providers/me/work-photos': {
    url: () => '/api/providers/me/work-photos',
    expected: all(200),
  },
  'POST /api/providers/me/work-photos': {
    url: () => '/api/providers/me/work-photos',
    upload: { fields: { caption: 'Garden' }, file: { bytes: PHOTO, name: 'garden.jpg' } },
    expected: { ...all(403), quoted: 201, otherService: 201 },
  },
  'DELETE /api/providers/me/work-photos/:photoId': {
    url: (world) => `/api/providers/me/work-photos/${world.workPhotoId ?? ''}`,
    prepare: addWorkPhoto,
    expected: { ...all(404), quoted: 204 },
    randomId: (id) => `/api/providers/me/work-photos/${id}`,
  },
  // Khaya credit: a provider's own (a customer has none to read: 403, set up a profile first);
  // another provider's top-up is not there (404). PayFast's notification is public: this JSON
  // body is not its form (400).
  'GET /api/providers/me/credit': {
    url: () => '/api/providers/me/credit',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'GET /api/providers/me/credit/statement': {
    url: () => '/api/providers/me/credit/statement',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'GET /api/providers/me/business': {
    url: () => '/api/providers/me/business',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'GET /api/providers/me/invoices': {
    url: () => '/api/providers/me/invoices',
    expected: { ...all(403), quoted: 200, otherService: 200 },
  },
  'GET /api/providers/me/invoices/:number': {
    url: () => '/api/providers/me/invoices/1',
    expected: { ...all(403), quoted: 404, otherService: 404 },
  },
  'POST /api/providers/me/credit/top-ups': {
    url: () => '/api/providers/me/credit/top-ups',
    body: () => ({ amount: 300 }),
    expected: { ...all(403), quoted: 201, otherService: 201 },
  },
  'GET /api/providers/me/credit/top-ups/:topUpId': {
    url: (world) => `/api/providers/me/credit/top-ups/${world.topUpId ?? ''}`,
    prepare: startTopUp,
    expected: { ...all(403), quoted: 200, otherService: 404 },
  },
  'POST /api/providers/me/credit/top-ups/:topUpId/cancel': {
    url: (world) => `/api/providers/me/credit/top-ups/${world.topUpId ?? ''}/cancel`,
    prepare: startTopUp,
    expected: { ...all(403), quoted: 200, otherService: 404 },
  },
  // A job's payment through Khaya: its customer and its provider see it; each does their part.
  'GET /api/quote-requests/:id/payment': {
    url: (world) => `/api/quote-requests/${world.requestId}/payment`,
    prepare: protectedPayment(),
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/payment`,
  },
  'POST /api/quote-requests/:id/payment/checkout': {
    url: (world) => `/api/quote-requests/${world.requestId}/payment/checkout`,
    prepare: protectedPayment(),
    expected: { ...all(404), customerA: 200 },
    randomId: (id) => `/api/quote-requests/${id}/payment/checkout`,
  },
  'POST /api/quote-requests/:id/payment/delivered': {
    url: (world) => `/api/quote-requests/${world.requestId}/payment/delivered`,
    prepare: protectedPayment('funded'),
    expected: { ...all(404), quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/payment/delivered`,
  },
  'POST /api/quote-requests/:id/payment/accept': {
    url: (world) => `/api/quote-requests/${world.requestId}/payment/accept`,
    prepare: protectedPayment('delivered'),
    expected: { ...all(404), customerA: 200 },
    randomId: (id) => `/api/quote-requests/${id}/payment/accept`,
  },
  'POST /api/quote-requests/:id/payment/direct': {
    url: (world) => `/api/quote-requests/${world.requestId}/payment/direct`,
    prepare: protectedPayment(),
    expected: { ...all(404), customerA: 200 },
    randomId: (id) => `/api/quote-requests/${id}/payment/direct`,
  },
  // A price change after accept: its job's two sides see it; the provider asks, the customer
  // answers and pays; nobody else learns it exists.
  'GET /api/quote-requests/:id/price-changes': {
    url: (world) => `/api/quote-requests/${world.requestId}/price-changes`,
    prepare: priceChange(),
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/price-changes`,
  },
  'POST /api/quote-requests/:id/price-changes': {
    url: (world) => `/api/quote-requests/${world.requestId}/price-changes`,
    prepare: acceptDirectly,
    body: () => ({ extraAmount: 450, reason: 'The valve needs replacing as well.' }),
    expected: { ...all(404), quoted: 201 },
    randomId: (id) => `/api/quote-requests/${id}/price-changes`,
  },
  'POST /api/quote-requests/:id/price-changes/:changeId/agree': {
    url: (world) => changeUrl(world, 'agree'),
    prepare: priceChange(),
    expected: { ...all(404), customerA: 200 },
  },
  'POST /api/quote-requests/:id/price-changes/:changeId/decline': {
    url: (world) => changeUrl(world, 'decline'),
    prepare: priceChange(),
    expected: { ...all(404), customerA: 200 },
  },
  'POST /api/quote-requests/:id/price-changes/:changeId/withdraw': {
    url: (world) => changeUrl(world, 'withdraw'),
    prepare: priceChange(),
    expected: { ...all(404), quoted: 200 },
  },
  'POST /api/quote-requests/:id/price-changes/:changeId/checkout': {
    url: (world) => changeUrl(world, 'checkout'),
    prepare: priceChange(true, true),
    expected: { ...all(404), customerA: 200 },
  },
  // A dispute about a job: its two sides see and act on it; nobody else learns it exists. The
  // first to act ends what the second would do (409), as an own offer cannot be accepted.
  'GET /api/quote-requests/:id/dispute': {
    url: (world) => `/api/quote-requests/${world.requestId}/dispute`,
    prepare: acceptDirectly,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/dispute`,
  },
  'POST /api/quote-requests/:id/dispute': {
    url: (world) => `/api/quote-requests/${world.requestId}/dispute`,
    prepare: completedJob,
    body: () => ({ reason: 'other', description: 'The tap still leaks a day after the visit.' }),
    expected: { ...all(404), customerA: 201, quoted: 409 },
    randomId: (id) => `/api/quote-requests/${id}/dispute`,
  },
  'POST /api/disputes/:id/offers': {
    url: (world) => disputeUrl(world, '/offers'),
    prepare: dispute(),
    body: () => ({ refund: 200 }),
    expected: { ...all(404), customerA: 201, quoted: 201 },
    randomId: (id) => `/api/disputes/${id}/offers`,
  },
  'POST /api/disputes/:id/offers/:offerId/accept': {
    url: (world) => disputeUrl(world, `/offers/${world.offerId ?? ''}/accept`),
    prepare: dispute('customerA'),
    expected: { ...all(404), customerA: 409, quoted: 200 },
    randomId: (id) => `/api/disputes/${id}/offers/${id}/accept`,
  },
  'POST /api/disputes/:id/escalate': {
    url: (world) => disputeUrl(world, '/escalate'),
    prepare: dispute(),
    expected: { ...all(404), customerA: 200, quoted: 409 },
    randomId: (id) => `/api/disputes/${id}/escalate`,
  },
  'POST /api/disputes/:id/withdraw': {
    url: (world) => disputeUrl(world, '/withdraw'),
    prepare: dispute(),
    expected: { ...all(404), quoted: 409, customerA: 200 },
    randomId: (id) => `/api/disputes/${id}/withdraw`,
  },
  'GET /api/admin/disputes': { url: () => '/api/admin/disputes', expected: all(404, 404) },
  // The standing desk (issue 49): a provider suspended by anyone but an admin is 404 to all.
  'GET /api/admin/standing': { url: () => '/api/admin/standing', expected: all(404, 404) },
  'POST /api/admin/providers/:id/standing': {
    url: (world) => `/api/admin/providers/${world.actors.quoted.providerId ?? ''}/standing`,
    body: () => ({ action: 'suspend', reason: 'Unsafe work reported by two customers.' }),
    expected: all(404, 404),
  },
  'GET /api/admin/disputes/:id': {
    url: (world) => `/api/admin/disputes/${world.disputeId ?? ''}`,
    prepare: dispute(),
    expected: all(404, 404),
  },
  'POST /api/admin/disputes/:id/decision': {
    url: (world) => `/api/admin/disputes/${world.disputeId ?? ''}/decision`,
    prepare: dispute(),
    body: () => ({ outcome: 'no_refund', reason: 'The work was done as quoted, photos show it.' }),
    expected: all(404, 404),
  },
  // The partner's: a callback is read back (an unknown one changes nothing); the way back from
  // its payment page sends everyone on (to the dashboard, for a reference it does not know).
  'POST /api/payments/tradesafe/callback': {
    url: () => '/api/payments/tradesafe/callback',
    body: () => ({ id: 'no-such-transaction', state: 'FUNDS_RECEIVED' }),
    expected: all(200, 200),
  },
  'GET /api/payments/tradesafe/return': {
    url: (world) => `/api/payments/tradesafe/return?reference=${world.requestId}&status=success`,
    expected: all(303, 303),
  },
  'POST /api/payments/payfast/notify': {
    url: () => '/api/payments/payfast/notify',
    body: () => ({ m_payment_id: 'x' }),
    expected: all(400, 400),
  },
  'GET /api/providers/:id/work-photos/:photoId': {
    url: (world) => workPhotoUrl(world),
    prepare: addWorkPhoto,
    file: true,
    expected: all(200, 200),
    randomId: (id) => `/api/providers/${id}/work-photos/${id}`,
  },
  'GET /api/providers/:id/work-photos/:photoId/thumb': {
    url: (world) => workPhotoUrl(world, '/thumb'),
    prepare: addWorkPhoto,
    file: true,
    expected: all(200, 200),
    randomId: (id) => `/api/providers/${id}/work-photos/${id}/thumb`,
  },
  // Anyone signed in reports a public photo once, but not the provider its own (409).
  'POST /api/providers/:id/work-photos/:photoId/report': {
    url: (world) => workPhotoUrl(world, '/report'),
    body: () => ({ reason: 'Not a photo of a job.' }),
    prepare: addWorkPhoto,
    expected: { ...all(201), quoted: 409 },
    randomId: (id) => `/api/providers/${id}/work-photos/${id}/report`,
  },
  'GET /api/photos/:name': { url: () => '/api/photos/0123456789abcdef', expected: all(404, 404) },
  'GET /api/providers/me/documents': {
    url: () => '/api/providers/me/documents',
    expected: PROVIDERS_ONLY(200),
  },
  // A document is its owner's alone: another provider gets 404 as for a random id.
  'GET /api/providers/me/documents/:id/file': {
    url: (world) => `/api/providers/me/documents/${world.documentId ?? ''}/file`,
    prepare: sendDocument,
    file: true,
    expected: { ...all(404), quoted: 200 },
    randomId: (id) => `/api/providers/me/documents/${id}/file`,
  },
  // Admin routes: none of these actors is an admin, so each is a route that does not exist
  // (anonymous callers too: the desk cannot be told apart from an unknown address).
  'GET /api/admin/documents': { url: () => '/api/admin/documents', expected: all(404, 404) },
  'GET /api/admin/audit': { url: () => '/api/admin/audit', expected: all(404, 404) },
  'GET /api/admin/credit': { url: () => '/api/admin/credit', expected: all(404, 404) },
  // Where a provider is paid, and whether it takes payment through Khaya only: its own.
  'GET /api/providers/me/payouts': {
    url: () => '/api/providers/me/payouts',
    expected: { ...all(404), quoted: 200, otherService: 200 },
  },
  'PUT /api/providers/me/payout-account': {
    url: () => '/api/providers/me/payout-account',
    body: () => ({
      bank: 'CAPITEC',
      accountType: 'SAVINGS',
      accountHolder: 'Sipho Ndlovu',
      accountNumber: '1234567890',
    }),
    expected: { ...all(404), quoted: 200, otherService: 200 },
  },
  'PUT /api/providers/me/protected-only': {
    url: () => '/api/providers/me/protected-only',
    body: () => ({ protectedOnly: false }),
    expected: { ...all(404), quoted: 200, otherService: 200 },
  },
  'GET /api/providers/me/cancellation-fee': {
    url: () => '/api/providers/me/cancellation-fee',
    expected: { ...all(404), quoted: 200, otherService: 200 },
  },
  'PUT /api/providers/me/cancellation-fee': {
    url: () => '/api/providers/me/cancellation-fee',
    body: () => ({ fee: 150 }),
    expected: { ...all(404), quoted: 200, otherService: 200 },
  },
  'GET /api/admin/payments': { url: () => '/api/admin/payments', expected: all(404, 404) },
  'POST /api/admin/credit/adjustments': {
    url: () => '/api/admin/credit/adjustments',
    body: (world) => ({
      providerId: world.actors.quoted.providerId,
      cents: 5000,
      reason: 'Goodwill',
    }),
    expected: all(404, 404),
  },
  'POST /api/admin/credit/credit-backs': {
    url: () => '/api/admin/credit/credit-backs',
    body: (world) => ({ quoteId: world.quoteId, reason: 'Duplicate request' }),
    expected: all(404, 404),
  },
  'GET /api/admin/reports': { url: () => '/api/admin/reports', expected: all(404, 404) },
  'GET /api/admin/contact-messages': {
    url: () => '/api/admin/contact-messages',
    expected: all(404, 404),
  },
  'POST /api/admin/contact-messages/:id/handled': {
    url: () => `/api/admin/contact-messages/${crypto.randomUUID()}/handled`,
    expected: all(404, 404),
  },
  // The Contact form is open to visitors and to every signed-in person alike.
  'POST /api/contact': {
    url: () => '/api/contact',
    body: () => ({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      topic: 'question',
      message: 'How do I know a provider is verified?',
    }),
    expected: all(201, 201),
  },
  'POST /api/admin/reports/:type/:id/hide': {
    url: () => `/api/admin/reports/message/${crypto.randomUUID()}/hide`,
    body: () => ({ reason: 'Insulting' }),
    expected: all(404, 404),
  },
  'POST /api/admin/reports/:type/:id/keep': {
    url: () => `/api/admin/reports/review/${crypto.randomUUID()}/keep`,
    body: () => ({ reason: 'Fair' }),
    expected: all(404, 404),
  },
  'GET /api/admin/work-photos/:id': {
    url: (world) => `/api/admin/work-photos/${world.workPhotoId ?? ''}`,
    prepare: addWorkPhoto,
    expected: all(404, 404),
    randomId: (id) => `/api/admin/work-photos/${id}`,
  },
  'GET /api/admin/documents/:id/file': {
    url: (world) => `/api/admin/documents/${world.documentId ?? ''}/file`,
    prepare: sendDocument,
    expected: all(404, 404),
    randomId: (id) => `/api/admin/documents/${id}/file`,
  },
  'POST /api/admin/documents/:id/approve': {
    url: (world) => `/api/admin/documents/${world.documentId ?? ''}/approve`,
    body: () => ({}),
    prepare: sendDocument,
    expected: all(404, 404),
    randomId: (id) => `/api/admin/documents/${id}/approve`,
  },
  'POST /api/admin/documents/:id/reject': {
    url: (world) => `/api/admin/documents/${world.documentId ?? ''}/reject`,
    body: () => ({ reason: 'The document cannot be read clearly' }),
    prepare: sendDocument,
    expected: all(404, 404),
    randomId: (id) => `/api/admin/documents/${id}/reject`,
  },
  'GET /api/health': { url: () => '/api/health', expected: all(200, 200) },
  'GET /api/health/live': { url: () => '/api/health/live', expected: all(200, 200) },
  'GET /api/health/ready': { url: () => '/api/health/ready', expected: all(200, 200) },
  // A session cookie is made for whoever the token in the body proves (anyone may send it).
  'POST /api/session': {
    url: () => '/api/session',
    body: (world) => ({
      idToken: world.actors.customerA.headers.authorization.slice('Bearer '.length),
    }),
    expected: all(200, 200),
  },
  'DELETE /api/session': { url: () => '/api/session', expected: all(204, 204) },
  'GET /api/docs/json': { url: () => '/api/docs/json', expected: all(200, 200) },
  'GET /api/places': { url: () => '/api/places?q=Sea%20Point', expected: all(200, 200) },
  // What a service costs near a point (the request form's line, issue 51): anyone.
  'GET /api/price-guides': {
    url: () => '/api/price-guides?service=cleaning&lat=-33.98&lng=18.46',
    expected: all(200, 200),
  },
  'GET /api/providers': { url: () => '/api/providers?service=cleaning', expected: all(200, 200) },
  'GET /api/providers/summary': { url: () => '/api/providers/summary', expected: all(200, 200) },
  'POST /api/providers': {
    url: () => '/api/providers',
    body: () => PROVIDER_BODY,
    expected: {
      anonymous: 401,
      customerA: 201,
      customerB: 201,
      quoted: 409,
      otherService: 409,
      noProfile: 201,
    },
  },
  'GET /api/providers/me': {
    url: () => '/api/providers/me',
    expected: {
      anonymous: 401,
      customerA: 404,
      customerB: 404,
      quoted: 200,
      otherService: 200,
      noProfile: 404,
    },
  },
  'PATCH /api/providers/me': {
    url: () => '/api/providers/me',
    body: () => ({ bio: 'Updated bio.' }),
    expected: {
      anonymous: 401,
      customerA: 404,
      customerB: 404,
      quoted: 200,
      otherService: 200,
      noProfile: 404,
    },
  },
  'POST /api/users': {
    url: () => '/api/users',
    body: (world) => ({
      name: 'Someone Else',
      email: world.actors.customerA.email,
      password: '',
      isProvider: 0,
    }),
    // Everyone already has a record; A's email in B's body is someone else's: 403 before 409.
    expected: {
      anonymous: 401,
      customerA: 409,
      customerB: 403,
      quoted: 403,
      otherService: 403,
      noProfile: 403,
    },
  },
  'GET /api/users/me': { url: () => '/api/users/me', expected: all(200) },
  // Each person corrects, downloads and deletes only their own account; none names another.
  'PATCH /api/users/me': {
    url: () => '/api/users/me',
    body: () => ({ phone: '082 123 4567' }),
    expected: all(200),
  },
  'GET /api/users/me/export': { url: () => '/api/users/me/export', expected: all(200) },
  // Confirmed with A's email: A's account goes; anyone else typed an email not theirs.
  'DELETE /api/users/me': {
    url: () => '/api/users/me',
    body: (world) => ({ confirmEmail: world.actors.customerA.email }),
    expected: { ...all(400), customerA: 204 },
  },
  // Each person's own notifications: there is nobody else's to ask for (ids of others are ignored).
  'GET /api/notifications': { url: () => '/api/notifications', expected: all(200) },
  'GET /api/notifications/unread': { url: () => '/api/notifications/unread', expected: all(200) },
  'POST /api/notifications/read': {
    url: () => '/api/notifications/read',
    body: () => ({ all: true }),
    expected: all(200),
  },
  // Each person's own channels and WhatsApp consent.
  'GET /api/notifications/preferences': {
    url: () => '/api/notifications/preferences',
    expected: all(200),
  },
  'PATCH /api/notifications/preferences': {
    url: () => '/api/notifications/preferences',
    body: () => ({ email: { jobs: false } }),
    expected: all(200),
  },
  'POST /api/notifications/whatsapp': {
    url: () => '/api/notifications/whatsapp',
    body: () => ({ phone: '082 123 4567', agreed: true }),
    expected: all(200),
  },
  // Nobody in a fresh world asked for a code: each is told to ask first.
  'POST /api/notifications/whatsapp/confirm': {
    url: () => '/api/notifications/whatsapp/confirm',
    body: () => ({ code: '123456' }),
    expected: all(409),
  },
  'DELETE /api/notifications/whatsapp': {
    url: () => '/api/notifications/whatsapp',
    expected: all(200),
  },
  // Push (issue 52): the key for anyone signed in; a browser's subscription is the caller's own.
  'GET /api/notifications/push/key': {
    url: () => '/api/notifications/push/key',
    expected: all(200),
  },
  'POST /api/notifications/push': {
    url: () => '/api/notifications/push',
    body: () => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
    expected: all(200),
  },
  // Nobody's browser but the caller's: an endpoint the caller did not register is 404.
  'DELETE /api/notifications/push': {
    url: () => '/api/notifications/push',
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/not-yours' }),
    expected: all(404),
  },
  // The token is the credential (an email's link): without a valid one, 404 for anyone.
  'POST /api/notifications/unsubscribe': {
    url: (world) =>
      `/api/notifications/unsubscribe?token=${world.actors.customerA.userId}.leads.forged`,
    expected: all(404, 404),
  },
  // Only on the Auth emulator (the test app is not told it is), and WhatsApp only when set up.
  'GET /api/dev/mailbox': { url: () => '/api/dev/mailbox', expected: all(404, 404) },
  'GET /api/webhooks/whatsapp': {
    url: () => '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
    expected: all(404, 404),
  },
  'POST /api/webhooks/whatsapp': {
    url: () => '/api/webhooks/whatsapp',
    body: () => ({ entry: [] }),
    expected: all(404, 404),
  },
  // Reviews of a job: its two parties only (the quote here is not accepted, the job not done).
  'GET /api/quote-requests/:id/reviews': {
    url: (world) => `/api/quote-requests/${world.requestId}/reviews`,
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/reviews`,
  },
  'POST /api/quote-requests/:id/reviews': {
    url: (world) => `/api/quote-requests/${world.requestId}/reviews`,
    body: () => ({ rating: 5, comment: 'Great work.' }),
    expected: {
      anonymous: 401,
      customerA: 409,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/reviews`,
  },
  // Published reviews only, replied to by the provider reviewed: none here.
  'POST /api/reviews/:id/reply': {
    url: () => '/api/reviews/00000000-0000-4000-8000-000000000000/reply',
    body: () => ({ text: 'Thank you.' }),
    expected: all(404),
  },
  'POST /api/reviews/:id/report': {
    url: () => '/api/reviews/00000000-0000-4000-8000-000000000000/report',
    body: () => ({ reason: 'Not about the job.' }),
    expected: all(404),
  },
  'GET /api/providers/:id': {
    url: (world) => `/api/providers/${world.actors.quoted.providerId}`,
    expected: all(200, 200),
  },
  'GET /api/providers/:id/reviews': {
    url: (world) => `/api/providers/${world.actors.quoted.providerId}/reviews`,
    expected: all(200, 200),
  },
  'GET /api/users/firebase/:firebaseUid': {
    url: (world) => `/api/users/firebase/${world.actors.customerA.uid}`,
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
    },
    randomId: () => `/api/users/firebase/${crypto.randomBytes(14).toString('base64url')}`,
  },
  'POST /api/quote-requests': {
    url: () => '/api/quote-requests',
    body: () => CLEANING_REQUEST,
    expected: all(201),
  },
  'GET /api/quote-requests': {
    url: () => '/api/quote-requests?as=provider',
    // The provider view needs a provider profile (the page offers onboarding on 403).
    expected: {
      anonymous: 401,
      customerA: 403,
      customerB: 403,
      quoted: 200,
      otherService: 200,
      noProfile: 403,
    },
  },
  'GET /api/quote-requests/stats': { url: () => '/api/quote-requests/stats', expected: all(200) },
  // Counts only, for the pitch page: anyone.
  'GET /api/quote-requests/open-near': {
    url: () => '/api/quote-requests/open-near?latitude=-33.98&longitude=18.46',
    expected: all(200, 200),
  },
  'GET /api/quote-requests/:id': {
    url: (world) => `/api/quote-requests/${world.requestId}`,
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 200,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}`,
  },
  'POST /api/quote-requests/:id/complete': {
    url: (world) => `/api/quote-requests/${world.requestId}/complete`,
    prepare: async (app, world) => {
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/quotes/${world.quoteId}/accept`,
        headers: world.actors.customerA.headers,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    },
    // Everyone else first, so A's success does not turn their answers into 409s.
    expected: {
      anonymous: 401,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
      customerA: 200,
    },
    randomId: (id) => `/api/quote-requests/${id}/complete`,
  },
  'POST /api/quotes': {
    url: () => '/api/quotes',
    body: (world) => ({ quoteRequestId: world.requestId, amount: 500, message: 'Can do.' }),
    expected: {
      anonymous: 401,
      customerA: 403,
      customerB: 403,
      quoted: 409,
      otherService: 404,
      noProfile: 403,
    },
  },
  'POST /api/quotes/:id/accept': {
    url: (world) => `/api/quotes/${world.quoteId}/accept`,
    expected: {
      anonymous: 401,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
      customerA: 200,
    },
    randomId: (id) => `/api/quotes/${id}/accept`,
  },
  // Its provider and the customer of its request.
  'GET /api/quotes/:id': {
    url: (world) => `/api/quotes/${world.quoteId}`,
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 200,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quotes/${id}`,
  },
  // Only its provider changes or withdraws it (withdrawing last: nothing left to change after).
  'PATCH /api/quotes/:id': {
    url: (world) => `/api/quotes/${world.quoteId}`,
    body: () => ({ amount: 475 }),
    expected: {
      anonymous: 401,
      customerA: 404,
      customerB: 404,
      quoted: 200,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quotes/${id}`,
  },
  'POST /api/quotes/:id/withdraw': {
    url: (world) => `/api/quotes/${world.quoteId}/withdraw`,
    expected: {
      anonymous: 401,
      customerA: 404,
      customerB: 404,
      otherService: 404,
      noProfile: 404,
      quoted: 200,
    },
    randomId: (id) => `/api/quotes/${id}/withdraw`,
  },
  'POST /api/quote-requests/:id/close': {
    url: (world) => `/api/quote-requests/${world.requestId}/close`,
    expected: {
      anonymous: 401,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
      customerA: 200,
    },
    randomId: (id) => `/api/quote-requests/${id}/close`,
  },
  // A request's threads: its customer (naming the provider) and the provider of each thread.
  'GET /api/quote-requests/:id/messages': {
    url: (world) =>
      `/api/quote-requests/${world.requestId}/messages?providerId=${world.actors.quoted.providerId}`,
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 200,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/messages`,
  },
  'POST /api/quote-requests/:id/messages': {
    url: (world) => `/api/quote-requests/${world.requestId}/messages`,
    body: (world) => ({ text: 'Is Saturday fine?', providerId: world.actors.quoted.providerId }),
    expected: {
      anonymous: 401,
      customerA: 201,
      customerB: 404,
      quoted: 201,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/messages`,
  },
  'POST /api/quote-requests/:id/messages/read': {
    url: (world) => `/api/quote-requests/${world.requestId}/messages/read`,
    body: (world) => ({ providerId: world.actors.quoted.providerId }),
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 200,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/messages/read`,
  },
  // A photo in a thread: sent and fetched by its two sides only (customer A names the provider).
  'POST /api/quote-requests/:id/messages/photo': {
    url: (world) => `/api/quote-requests/${world.requestId}/messages/photo`,
    upload: {
      fields: (world) => ({ providerId: world.actors.quoted.providerId ?? '' }),
      file: { bytes: PHOTO, name: 'sink.jpg' },
    },
    expected: {
      anonymous: 401,
      customerA: 201,
      customerB: 404,
      quoted: 201,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/messages/photo`,
  },
  'GET /api/quote-requests/:id/messages/:messageId/photo': {
    url: (world) => messagePhotoUrl(world),
    prepare: sendMessagePhoto,
    file: true,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/messages/${id}/photo`,
  },
  'GET /api/quote-requests/:id/messages/:messageId/photo/thumb': {
    url: (world) => messagePhotoUrl(world, '/thumb'),
    prepare: sendMessagePhoto,
    file: true,
    expected: { ...all(404), customerA: 200, quoted: 200 },
    randomId: (id) => `/api/quote-requests/${id}/messages/${id}/photo/thumb`,
  },
  'GET /api/quote-requests/:id/threads': {
    url: (world) => `/api/quote-requests/${world.requestId}/threads`,
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 200,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/threads`,
  },
  // Each person's own counts and stream: there is nobody else's to ask for.
  'GET /api/messages/unread': { url: () => '/api/messages/unread', expected: all(200) },
  'GET /api/events': { url: () => '/api/events', expected: all(200) },
  // The receiver of a message reports it; not its sender, not anyone outside the thread.
  'POST /api/messages/:id/report': {
    url: (world) => `/api/messages/${world.messageId ?? ''}/report`,
    body: () => ({ reason: 'Asked me to pay outside the platform.' }),
    prepare: async (app, world) => {
      const sent = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${world.requestId}/messages`,
        headers: world.actors.quoted.headers,
        payload: { text: 'Pay me in cash first.' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      world.messageId = sent.json().id;
    },
    expected: {
      anonymous: 401,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
      customerA: 201,
    },
    randomId: (id) => `/api/messages/${id}/report`,
  },
  'GET /api/quote-requests/:id/comparison': {
    url: (world) => `/api/quote-requests/${world.requestId}/comparison`,
    expected: {
      anonymous: 401,
      customerA: 200,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
    },
    randomId: (id) => `/api/quote-requests/${id}/comparison`,
  },
  'POST /api/quotes/:id/decline': {
    url: (world) => `/api/quotes/${world.quoteId}/decline`,
    expected: {
      anonymous: 401,
      customerB: 404,
      quoted: 404,
      otherService: 404,
      noProfile: 404,
      customerA: 200,
    },
    randomId: (id) => `/api/quotes/${id}/decline`,
  },
};

async function makeWorld(app: FastifyInstance): Promise<World> {
  const [customerA, customerB, quoted, otherService, noProfile] = await Promise.all([
    customer(app, 'Anele Customer'),
    customer(app, 'Busi Customer'),
    provider(app, ['cleaning'], {}, 'Quoting Cleaner'),
    provider(app, ['plumbing'], {}, 'Other Plumber'),
    customer(app, 'Not Yet Provider'),
  ]);
  const requestId = await postRequest(app, customerA, CLEANING_REQUEST);
  const quoteId = await postQuote(app, quoted, requestId);
  return {
    actors: { customerA, customerB, quoted, otherService, noProfile },
    requestId,
    quoteId,
  };
}

describeEachDatabase(
  'authorization matrix',
  (get) => {
    it('has a row for every route the server serves, and no row for a route it does not', () => {
      const served = get()
        .app.apiRoutes.map((route) => `${route.method} ${route.url}`)
        .sort();
      expect(Object.keys(MATRIX).sort()).toEqual(served);
    });

    describe.each(Object.entries(MATRIX))('%s', (_key, row) => {
      const method = _key.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      let world: World;
      beforeAll(async () => {
        world = await makeWorld(get().app);
        await row.prepare?.(get().app, world);
      });

      const call = (actor: ActorName, url: string) => {
        const headers = actor === 'anonymous' ? {} : world.actors[actor].headers;
        if (row.upload) {
          const { fields, file } = row.upload;
          const body = multipart(typeof fields === 'function' ? fields(world) : fields, file);
          return get().app.inject({
            method,
            url,
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          });
        }
        return get().app.inject({
          method,
          url,
          headers,
          ...(row.body ? { payload: row.body(world) } : {}),
        });
      };

      it('answers every actor as the table says, in the declared shape, showing no one else', async () => {
        const route = get().app.apiRoutes.find((r) => `${r.method} ${r.url}` === _key);
        const actual: Partial<Expected> = {};
        for (const actor of Object.keys(row.expected) as ActorName[]) {
          const response = await call(actor, row.url(world));
          actual[actor] = response.statusCode;
          const schema = route?.responses[String(response.statusCode)];
          if (_key === 'GET /api/events' && response.statusCode === 200) {
            // A stream of events, not JSON (it ends here because the test app ends streams quickly).
            expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
            expect(response.body).toMatch(/^retry: \d+\n\n/);
          } else if (response.statusCode === 204) {
            expect(response.body).toBe('');
          } else if (response.statusCode === 303) {
            // The way back from a partner's page: a redirect within the site, nothing else.
            expect(response.headers.location).toMatch(/^\/[a-z]/);
            expect(response.body).toBe('');
          } else if (row.file && response.statusCode === 200) {
            // A download, or a photo shown in the page (a request's).
            expect(response.headers['content-disposition']).toMatch(
              /^(attachment|inline); filename=/,
            );
            expect(response.headers['x-content-type-options']).toBe('nosniff');
          } else if (schema instanceof z.ZodType) {
            const parsed = schema.safeParse(response.json());
            expect(parsed.success, `${actor}: ${parsed.error?.message}`).toBe(true);
          } else if (_key !== 'GET /api/docs/json') {
            throw new Error(
              `${_key} answered ${response.statusCode}, a status it does not declare`,
            );
          }
          // No answer carries another person's email or phone, but for the two sides of an
          // accepted job, in the contact card the server hands each of them.
          const contactCard = (of: string) => {
            if (actor === 'customerA' && of === 'quoted') return /"providerContact":\{/;
            if (actor === 'quoted' && of === 'customerA') return /"customerContact":\{/;
            return null;
          };
          for (const [name, other] of Object.entries(world.actors)) {
            if (name === actor || contactCard(name)?.test(response.body)) continue;
            expect(response.body.toLowerCase(), `${actor} sees ${name}`).not.toContain(
              other.email.toLowerCase(),
            );
          }
          if (response.statusCode >= 400) {
            // Every refusal is in the error format, without internals.
            expect(response.json(), `${actor}: ${response.body}`).toHaveProperty('message');
            expect(response.body).not.toMatch(/at \w+ \(|node_modules|stack/i);
          }
        }
        expect(actual).toEqual(row.expected);
      });

      if (row.randomId) {
        const randomUrl = row.randomId;
        it('answers a random id with 404 for everyone signed in, the same as a foreign one', async () => {
          const url = randomUrl(crypto.randomUUID());
          const actual: Partial<Expected> = {};
          for (const actor of ACTORS) actual[actor] = (await call(actor, url)).statusCode;
          expect(actual).toEqual(all(404, row.expected.anonymous === 401 ? 401 : 404));
        });
      }
    });
  },
  // Event streams end at once, so a cell's answer is complete.
  { liveStreams: { maxAgeMs: 50 }, escrow: { partner: TRADESAFE.partner } },
);
