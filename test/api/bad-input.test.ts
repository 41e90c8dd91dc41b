import fs from 'node:fs';
import { addDays, southAfricanToday } from '../../src/domain/when';
import { weekdayOf } from '../../src/domain/working-hours';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import {
  CLEANING_REQUEST,
  customer,
  postQuote,
  giveCredit,
  postRequest,
  provider,
  type Actor,
} from '../helpers/actors';
import { noShowReports } from '../../src/server/db/schema';
import { setAdmin } from '../../src/server/services/verification';
import { multipart, PDF, photo, upload } from '../helpers/documents';
import { describeEachDatabase } from '../helpers/app';
import { startFakeTradeSafe } from '../helpers/fake-tradesafe';
import { badRequests, invariantViolations, sendAll, type FuzzTally } from '../helpers/bad-input';

/**
 * Generated bad bodies for every write endpoint: mutated valid bodies, wrong types, huge strings
 * and arrays, 1e309, negative and fractional numbers, __proto__ keys, invalid UTF-8, wrong
 * content types and truncated JSON. No answer may be a 5xx or a status PRODUCT.md does not list;
 * the server must stay healthy and the database's invariants must hold.
 * FUZZ_RUNS sets the count per endpoint (2,000 in `npm test`, 100,000 in `npm run test:stress`).
 * At 5,000 this file alone took 820 s of CI's vitest run (both databases), longer than all the
 * other files on the second worker; the seed changes every run, so CI still covers new bodies.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 2000);
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 1_000_000);
const BATCH = 1000;
const CREDIT_RUNS = Math.min(RUNS, Math.max(1000, Math.round(RUNS / 5)));

interface Target {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  actor: Actor;
  valid: Record<string, unknown>;
  /** Fewer bodies than RUNS, for a route whose valid-shaped bodies call the Auth emulator. */
  runs?: number;
  /** How many at once (16): one for a route whose valid bodies call another server. */
  concurrency?: number;
}

// The escrow partner, on its own port: a payout account's valid body is checked there.
const TRADESAFE = await startFakeTradeSafe(() => 'http://127.0.0.1:1');
afterAll(() => TRADESAFE.close());

describeEachDatabase(
  'bad input',
  (get) => {
    const targets = async (): Promise<Target[]> => {
      const { app, database } = get();
      const owner = await customer(app, 'Fuzz Owner');
      const cleaner = await provider(app, ['cleaning'], {}, 'Fuzz Cleaner');
      const newcomer = await customer(app, 'Fuzz Newcomer');
      const requestId = await postRequest(app, owner);
      const openRequestId = await postRequest(app, owner);
      const quoteId = await postQuote(app, cleaner, requestId);
      const secondCleaner = await provider(app, ['cleaning'], {}, 'Second Cleaner');
      const declinable = await postQuote(app, secondCleaner, requestId);
      const thirdCleaner = await provider(app, ['cleaning'], {}, 'Third Cleaner');
      const withdrawable = await postQuote(app, thirdCleaner, requestId);
      const closable = await postRequest(app, owner);
      // A job done and reviewed by both sides: its review published, to reply to and report.
      const doneId = await postRequest(app, owner);
      const doneQuote = await postQuote(app, cleaner, doneId);
      for (const [url, actor, payload] of [
        [`/api/quotes/${doneQuote}/accept`, owner, {}],
        [`/api/quote-requests/${doneId}/complete`, owner, {}],
        [`/api/quote-requests/${doneId}/reviews`, owner, { rating: 4 }],
        [`/api/quote-requests/${doneId}/reviews`, cleaner, { rating: 5 }],
      ] as const) {
        const response = await app.inject({ method: 'POST', url, headers: actor.headers, payload });
        expect(response.statusCode, url).toBeLessThan(300);
      }
      // A job accepted and not yet done (the second cleaner's first, free hire): its provider asks
      // for a price change.
      const pricedId = await postRequest(app, owner);
      const pricedQuote = await postQuote(app, secondCleaner, pricedId);
      const priced = await app.inject({
        method: 'POST',
        url: `/api/quotes/${pricedQuote}/accept`,
        headers: owner.headers,
        payload: {},
      });
      expect(priced.statusCode, priced.body).toBe(200);
      const [published] = (
        await app.inject({ method: 'GET', url: `/api/providers/${cleaner.providerId}/reviews` })
      ).json<{ id: string }[]>();
      const reviewId = published?.id ?? '';
      // A thread on the open request: the cleaner asked, the owner answers, reads and reports.
      const asked = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${openRequestId}/messages`,
        headers: cleaner.headers,
        payload: { text: 'How many rooms?' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const messageId = asked.json<{ id: string }>().id;
      // A photo of past work on the cleaner's page, for the owner to report.
      const shown = multipart({}, { bytes: await photo(), name: 'work.jpg' });
      const added = await app.inject({
        method: 'POST',
        url: '/api/providers/me/work-photos',
        headers: { ...cleaner.headers, ...shown.headers },
        payload: shown.payload,
      });
      expect(added.statusCode, added.body).toBe(201);
      const workPhotoId = added.json<{ id: string }>().id;
      // A document waiting on the admin desk, and an admin to decide it.
      const admin = await customer(app, 'Fuzz Admin');
      await setAdmin(database.db, admin.email, true, 'test');
      const suspendable = await provider(app, ['plumbing'], {}, 'Fuzz Suspended');
      const sent = await upload(
        app,
        cleaner.headers,
        { kind: 'id_document', idType: 'sa_id' },
        {
          bytes: PDF,
          name: 'id.pdf',
        },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const documentId = sent.json<{ id: string }>().id;
      // A reported review for the desk's second queue.
      const reported = await app.inject({
        method: 'POST',
        url: `/api/reviews/${reviewId}/report`,
        headers: admin.headers,
        payload: { reason: 'Fuzz report' },
      });
      expect(reported.statusCode, reported.body).toBe(201);
      // Booked visits (one a day: the cleaner takes two), two with a time the owner proposed.
      const booked = async (inDays: number) => {
        const id = await postRequest(app, owner);
        const quoted = await app.inject({
          method: 'POST',
          url: '/api/quotes',
          headers: cleaner.headers,
          payload: {
            quoteRequestId: id,
            amount: 600,
            visitDate: addDays(southAfricanToday(), inDays),
            visitStart: '09:00',
            visitHours: 2,
          },
        });
        expect(quoted.statusCode, quoted.body).toBe(201);
        const accepted = await app.inject({
          method: 'POST',
          url: `/api/quotes/${quoted.json<{ id: string }>().id}/accept`,
          headers: owner.headers,
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
        return accepted.json<{ booking: { id: string } }>().booking.id;
      };
      const proposed = async (bookingId: string) => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/bookings/${bookingId}/moves`,
          headers: owner.headers,
          payload: { date: addDays(southAfricanToday(), 20), start: '08:00', reason: 'Away' },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ moves: { id: string }[] }>().moves[0]?.id ?? '';
      };
      const bookingId = await booked(5);
      const acceptable = await booked(6);
      const acceptableMove = await proposed(acceptable);
      const declinableBooking = await booked(7);
      const declinableMove = await proposed(declinableBooking);
      // A booked visit for its customer to cancel (the first valid body does; the rest find it
      // gone): a fourth paid hire, so the cleaner gets credit first.
      await giveCredit(app, cleaner);
      const cancellable = await booked(8);
      // A visit the cleaner reported its customer absent from (written as the rule would): the
      // first valid explanation answers it, the rest find it answered.
      const absentFrom = await booked(9);
      await database.db.insert(noShowReports).values({
        bookingId: absentFrom,
        reportedBy: 'provider',
        answerBy: new Date(Date.now() + 24 * 3_600_000),
      });
      // Disputes on completed jobs: the first done job's opened by the first valid body; a second
      // with a dispute to offer on; a third's with Khaya, decided by the first valid decision.
      const disputed = async (escalate: boolean) => {
        const jobId = await postRequest(app, owner);
        const jobQuote = await postQuote(app, cleaner, jobId);
        for (const url of [
          `/api/quotes/${jobQuote}/accept`,
          `/api/quote-requests/${jobId}/complete`,
        ]) {
          const response = await app.inject({
            method: 'POST',
            url,
            headers: owner.headers,
            payload: {},
          });
          expect(response.statusCode, response.body).toBeLessThan(300);
        }
        const opened = await app.inject({
          method: 'POST',
          url: `/api/quote-requests/${jobId}/dispute`,
          headers: owner.headers,
          payload: {
            reason: 'poor_work',
            description: 'The tap still leaks a day after the visit.',
          },
        });
        expect(opened.statusCode, opened.body).toBe(201);
        const disputeId = opened.json<{ id: string }>().id;
        if (escalate) {
          const sent = await app.inject({
            method: 'POST',
            url: `/api/disputes/${disputeId}/escalate`,
            headers: owner.headers,
          });
          expect(sent.statusCode, sent.body).toBe(200);
        }
        return disputeId;
      };
      const arguedId = await disputed(false);
      const reviewedId = await disputed(true);
      // An instant-booking price list, and one booking made from it for the cleaner to decline.
      const priceList = {
        bedrooms: [300, 400, 500, 600, 700, 800],
        extraBathroom: 80,
        extras: { oven: 100 },
        instant: true,
      };
      const listed = await app.inject({
        method: 'PUT',
        url: '/api/providers/me/price-list',
        headers: cleaner.headers,
        payload: priceList,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      let cleanDay = addDays(southAfricanToday(), 9);
      while (['sat', 'sun'].includes(weekdayOf(cleanDay))) cleanDay = addDays(cleanDay, 1);
      const cleanBody = {
        providerId: cleaner.providerId,
        date: cleanDay,
        start: '07:00',
        bedrooms: 1,
        bathrooms: 1,
        extras: [],
        location: 'Claremont, Cape Town, Western Cape',
        latitude: -33.98,
        longitude: 18.46,
      };
      const instant = await app.inject({
        method: 'POST',
        url: '/api/instant-cleans',
        headers: owner.headers,
        payload: cleanBody,
      });
      expect(instant.statusCode, instant.body).toBe(201);
      const instantBookingId = instant.json<{ bookingId: string }>().bookingId;
      const editor = await customer(app, 'Fuzz Editor');
      const leaver = await customer(app, 'Fuzz Leaver');
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Fuzz Visitor',
          email: 'visitor@example.co.za',
          topic: 'other',
          message: 'A message for the desk.',
        },
      });
      expect(contact.statusCode, contact.body).toBe(201);
      const contactId = contact.json<{ id: string }>().id;
      return [
        {
          method: 'POST',
          url: '/api/session',
          actor: editor,
          valid: { idToken: editor.headers.authorization.slice('Bearer '.length) },
          // Every body that keeps the real token makes the emulator mint a session cookie (about a
          // third of a second each): a few hundred cover the shapes without minutes per database.
          runs: Math.min(RUNS, Math.max(300, Math.round(RUNS / 50))),
        },
        {
          method: 'POST',
          url: '/api/contact',
          actor: editor,
          valid: {
            name: 'Fuzz Editor',
            email: 'editor@example.co.za',
            topic: 'job',
            message: 'The plumber did not come on Friday.',
          },
        },
        {
          method: 'POST',
          url: `/api/admin/contact-messages/${contactId}/handled`,
          actor: admin,
          valid: {},
        },
        {
          method: 'PATCH',
          url: '/api/users/me',
          actor: editor,
          valid: { name: 'Fuzz Editor', phone: '082 123 4567' },
        },
        {
          method: 'POST',
          url: `/api/admin/reports/review/${reviewId}/keep`,
          actor: admin,
          valid: { reason: 'A fair account of the job' },
        },
        {
          method: 'POST',
          url: `/api/admin/reports/review/${reviewId}/hide`,
          actor: admin,
          valid: { reason: 'Insulting' },
        },
        {
          method: 'POST',
          url: `/api/admin/documents/${documentId}/reject`,
          actor: admin,
          valid: { reason: 'The document cannot be read clearly', note: 'Blurred' },
        },
        {
          method: 'POST',
          url: `/api/admin/documents/${documentId}/approve`,
          actor: admin,
          valid: {},
        },
        {
          method: 'POST',
          url: `/api/quote-requests/${openRequestId}/messages`,
          actor: owner,
          valid: { text: 'Three rooms, R1 250 is fine.', providerId: cleaner.providerId },
        },
        {
          method: 'POST',
          url: `/api/quote-requests/${openRequestId}/messages/read`,
          actor: owner,
          valid: { providerId: cleaner.providerId },
        },
        // A photo goes as multipart: every generated body (JSON, text, a broken multipart) is
        // refused with 400 or 415 and stores nothing (test/api/request-photos.test.ts sends bad photos).
        {
          method: 'POST',
          url: `/api/quote-requests/${openRequestId}/photos`,
          actor: owner,
          valid: { caption: 'The leak' },
        },
        {
          method: 'POST',
          url: `/api/quote-requests/${openRequestId}/messages/photo`,
          actor: owner,
          valid: { text: 'The leak', providerId: cleaner.providerId },
        },
        {
          method: 'POST',
          url: '/api/providers/me/work-photos',
          actor: cleaner,
          valid: { caption: 'Tiled bathroom' },
        },
        {
          method: 'POST',
          url: `/api/providers/${cleaner.providerId}/work-photos/${workPhotoId}/report`,
          actor: owner,
          valid: { reason: 'Not a photo of a job.' },
        },
        {
          method: 'POST',
          url: `/api/messages/${messageId}/report`,
          actor: owner,
          valid: { reason: 'Asked for payment outside Khaya.' },
        },
        {
          method: 'POST',
          url: '/api/users',
          actor: newcomer,
          valid: { name: 'Fuzz Newcomer', email: newcomer.email, password: '', isProvider: 0 },
        },
        {
          method: 'POST',
          url: '/api/providers',
          actor: newcomer,
          valid: {
            userId: newcomer.userId,
            bio: 'Bio',
            services: ['cleaning', 'gardening'],
            hourlyRate: '250',
            responseTime: 'Within 2 hours',
            location: 'Sea Point, Cape Town',
            latitude: -33.9,
            longitude: 18.4,
            serviceRadiusKm: 30,
          },
        },
        {
          method: 'PATCH',
          url: '/api/providers/me',
          actor: cleaner,
          valid: {
            bio: 'New',
            services: ['cleaning'],
            hourlyRate: 300,
            location: 'Claremont',
            serviceRadiusKm: '40',
            dailyCapacity: 3,
            workingHours: {
              mon: { start: '07:00', end: '17:00' },
              tue: { start: '07:00', end: '17:00' },
              wed: null,
              thu: { start: '07:00', end: '17:00' },
              fri: { start: '07:00', end: '17:00' },
              sat: { start: '08:00', end: '13:00' },
              sun: null,
            },
          },
        },
        {
          method: 'POST',
          url: '/api/quote-requests',
          actor: owner,
          valid: {
            ...CLEANING_REQUEST,
            requestedProviderId: cleaner.providerId,
            when: {
              kind: 'dates',
              dates: [{ date: addDays(southAfricanToday(), 5), window: 'morning' }],
            },
          },
        },
        {
          method: 'POST',
          url: `/api/bookings/${bookingId}/moves`,
          actor: cleaner,
          valid: {
            date: addDays(southAfricanToday(), 12),
            start: '13:30',
            reason: 'Van in for repair',
          },
        },
        { method: 'POST', url: `/api/bookings/${bookingId}/on-the-way`, actor: cleaner, valid: {} },
        // A visit days away cannot be reported yet (409): the body is checked all the same.
        {
          method: 'POST',
          url: `/api/bookings/${bookingId}/no-show`,
          actor: owner,
          valid: { note: 'Nobody came all morning.' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: `/api/bookings/${absentFrom}/no-show/answer`,
          actor: owner,
          valid: { answer: 'explain', note: 'I was at the gate; the bell is broken.' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: `/api/bookings/${cancellable}/cancel`,
          actor: owner,
          valid: { reason: 'not_needed', note: 'Moving house sooner.' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'PUT',
          url: '/api/providers/me/cancellation-fee',
          actor: cleaner,
          valid: { fee: 'R150' },
          runs: CREDIT_RUNS,
        },
        { method: 'POST', url: '/api/providers/me/calendar-feed', actor: cleaner, valid: {} },
        { method: 'PUT', url: '/api/providers/me/price-list', actor: cleaner, valid: priceList },
        {
          method: 'POST',
          url: '/api/instant-cleans',
          actor: owner,
          valid: { ...cleanBody, start: '12:00', extras: ['oven'], notes: 'Two dogs, friendly.' },
        },
        {
          method: 'POST',
          url: `/api/bookings/${instantBookingId}/decline`,
          actor: cleaner,
          valid: { reason: 'Van broke down' },
        },
        {
          method: 'POST',
          url: `/api/bookings/${acceptable}/moves/${acceptableMove}/accept`,
          actor: cleaner,
          valid: {},
        },
        {
          method: 'POST',
          url: `/api/bookings/${declinableBooking}/moves/${declinableMove}/decline`,
          actor: cleaner,
          valid: {},
        },
        {
          method: 'POST',
          url: '/api/providers/me/days-off',
          actor: cleaner,
          valid: {
            from: addDays(southAfricanToday(), 20),
            to: addDays(southAfricanToday(), 22),
            note: 'Leave',
          },
        },
        {
          method: 'POST',
          url: '/api/quotes',
          actor: cleaner,
          valid: {
            quoteRequestId: openRequestId,
            providerId: 1,
            amount: 450,
            message: 'Hi',
            priceType: 'estimate',
            calloutFee: 200,
            includesMaterials: true,
          },
        },
        // Khaya credit: small bodies, a thousand each here (a fifth of the runs in test:stress).
        {
          method: 'POST',
          url: '/api/providers/me/credit/top-ups',
          actor: cleaner,
          valid: { amount: 200 },
          runs: CREDIT_RUNS,
        },
        // PayFast's notification is form-encoded: any JSON body is refused (400), never credited.
        {
          method: 'POST',
          url: '/api/payments/payfast/notify',
          actor: newcomer,
          valid: {
            m_payment_id: openRequestId,
            payment_status: 'COMPLETE',
            amount_gross: '200.00',
          },
          runs: CREDIT_RUNS,
        },
        // TradeSafe's callback: read back, never believed; an unknown transaction changes nothing.
        {
          method: 'POST',
          url: '/api/payments/tradesafe/callback',
          actor: newcomer,
          valid: { id: 'a1b2c3', reference: openRequestId, state: 'FUNDS_RECEIVED' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: `/api/quote-requests/${pricedId}/price-changes`,
          actor: secondCleaner,
          valid: { extraAmount: 'R450', reason: 'The valve needs replacing as well.' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: `/api/quote-requests/${doneId}/dispute`,
          actor: owner,
          valid: { reason: 'poor_work', description: 'The tap still leaks a day after the visit.' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: `/api/disputes/${arguedId}/offers`,
          actor: cleaner,
          valid: { refund: 'R300', note: 'For the tap.' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: `/api/admin/disputes/${reviewedId}/decision`,
          actor: admin,
          valid: {
            outcome: 'partial_refund',
            refund: 200,
            reason: 'The tap was fixed but leaked again within a day.',
            warning: null,
          },
          runs: CREDIT_RUNS,
        },
        // Where a provider is paid: checked here, then by the partner.
        {
          method: 'PUT',
          url: '/api/providers/me/payout-account',
          actor: cleaner,
          valid: {
            bank: 'FNB',
            accountType: 'CHEQUE',
            accountHolder: 'Sipho Ndlovu',
            accountNumber: '62012345678',
          },
          // A new account is a call to the partner's server: fewer bodies, one at a time.
          runs: Math.min(RUNS, 300),
          concurrency: 1,
        },
        {
          method: 'PUT',
          url: '/api/providers/me/protected-only',
          actor: cleaner,
          valid: { protectedOnly: false },
          runs: CREDIT_RUNS,
        },
        // A provider suspended with a reason it reads (issue 49): then 409, nothing stored twice.
        {
          method: 'POST',
          url: `/api/admin/providers/${suspendable.providerId}/standing`,
          actor: admin,
          valid: { action: 'suspend', reason: 'Unsafe work reported by two customers.' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: '/api/admin/credit/adjustments',
          actor: admin,
          valid: {
            providerId: cleaner.providerId,
            cents: 2500,
            reason: 'Goodwill after an outage',
          },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: '/api/admin/credit/credit-backs',
          actor: admin,
          valid: { quoteId: doneQuote, reason: 'A duplicate request' },
          runs: CREDIT_RUNS,
        },
        {
          method: 'POST',
          url: '/api/notifications/read',
          actor: cleaner,
          valid: { ids: ['00000000-0000-4000-8000-000000000000'] },
        },
        {
          method: 'PATCH',
          url: '/api/notifications/preferences',
          actor: owner,
          valid: {
            email: { quotes: false, jobs: true },
            whatsapp: { leads: false },
            language: 'zu',
          },
        },
        {
          method: 'POST',
          url: '/api/notifications/whatsapp',
          actor: cleaner,
          valid: { phone: '+27 82 123 4567', agreed: true },
        },
        {
          method: 'POST',
          url: '/api/notifications/whatsapp/confirm',
          actor: cleaner,
          valid: { code: '123456' },
        },
        // A browser turning push notifications on and off (issue 52): its subscription's shape.
        {
          method: 'POST',
          url: '/api/notifications/push',
          actor: newcomer,
          valid: {
            endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-endpoint',
            expirationTime: null,
            keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
          },
        },
        {
          method: 'DELETE',
          url: '/api/notifications/push',
          actor: newcomer,
          valid: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-endpoint' },
        },
        {
          method: 'POST',
          url: `/api/quote-requests/${doneId}/reviews`,
          actor: owner,
          valid: { rating: 4, quality: 5, punctuality: 3, comment: 'Tidy work.' },
        },
        {
          method: 'POST',
          url: `/api/reviews/${reviewId}/reply`,
          actor: cleaner,
          valid: { text: 'Thank you!' },
        },
        {
          method: 'POST',
          url: `/api/reviews/${reviewId}/report`,
          actor: newcomer,
          valid: { reason: 'Not about this job.' },
        },
        {
          method: 'PATCH',
          url: `/api/quotes/${quoteId}`,
          actor: cleaner,
          valid: { priceType: 'hourly', hourlyRate: 300, estimatedHours: 2.5, calloutFee: 150 },
        },
        {
          method: 'POST',
          url: `/api/quotes/${withdrawable}/withdraw`,
          actor: thirdCleaner,
          valid: {},
        },
        { method: 'POST', url: `/api/quote-requests/${closable}/close`, actor: owner, valid: {} },
        { method: 'POST', url: `/api/quotes/${declinable}/decline`, actor: owner, valid: {} },
        {
          method: 'POST',
          url: `/api/quotes/${quoteId}/accept`,
          actor: owner,
          valid: { revision: 1, payment: 'direct' },
        },
        {
          method: 'POST',
          url: `/api/quote-requests/${requestId}/complete`,
          actor: owner,
          valid: {},
        },
        // Last: a body that confirms it deletes the account, and the rest then find no one.
        {
          method: 'DELETE',
          url: '/api/users/me',
          actor: leaver,
          valid: { confirmEmail: leaver.email },
        },
      ];
    };

    it(
      `survives ${RUNS} generated bodies per write endpoint`,
      async () => {
        const { app, database } = get();
        const report: string[] = [];
        const unexpected: string[] = [];
        for (const target of await targets()) {
          // Generated and sent a thousand at a time: 100,000 bodies with huge strings at once would
          // not fit in memory.
          const tally: FuzzTally = { sent: 0, byStatus: {}, unexpected: [] };
          const arbitrary = badRequests(target.valid);
          const runs = target.runs ?? RUNS;
          for (let batch = 0; batch * BATCH < runs; batch++) {
            const size = Math.min(BATCH, runs - batch * BATCH);
            const requests = fc.sample(arbitrary, { numRuns: size, seed: SEED + batch });
            const part = await sendAll(
              app,
              target.method,
              target.url,
              target.actor.headers,
              requests,
              target.concurrency,
            );
            tally.sent += part.sent;
            for (const [status, count] of Object.entries(part.byStatus)) {
              tally.byStatus[Number(status)] = (tally.byStatus[Number(status)] ?? 0) + count;
            }
            tally.unexpected.push(...part.unexpected.slice(0, 5 - tally.unexpected.length));
          }
          report.push(
            `${target.method} ${target.url.replace(/[0-9a-f-]{36}/, ':id')} ${JSON.stringify(tally.byStatus)}`,
          );
          unexpected.push(
            ...tally.unexpected.map((line) => `${target.method} ${target.url}: ${line}`),
          );
          expect(tally.sent).toBe(runs);
          // Every answer is one the API document declares for this route.
          const route = app.apiRoutes.find(
            (r) =>
              r.method === target.method &&
              new RegExp(`^${r.url.replace(/:\w+/g, '[^/]+')}$`).test(target.url),
          );
          for (const status of Object.keys(tally.byStatus))
            if (!route?.responses[status])
              unexpected.push(`${target.method} ${target.url}: ${status} is not declared`);
        }
        console.log(`bad input (seed ${SEED}):\n  ${report.join('\n  ')}`);
        const reportFile = process.env['FUZZ_REPORT'];
        if (reportFile) {
          const line = { database: database.kind, seed: SEED, runs: RUNS, report, unexpected };
          fs.appendFileSync(reportFile, `${JSON.stringify(line)}\n`);
        }
        expect(unexpected).toEqual([]);
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        expect(await invariantViolations(database)).toEqual([]);
        // Nothing leaked into Object.prototype from a __proto__ or constructor key.
        expect(({} as Record<string, unknown>)['isVerified']).toBeUndefined();
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      },
      Math.max(900_000, RUNS * 8 * 5),
    );
  },
  { escrow: { partner: TRADESAFE.partner } },
);
