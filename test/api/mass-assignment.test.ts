import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { providers, users } from '../../src/server/db/schema';
import { quoteRequests, quotes } from '../../src/server/db/schema';
import { CLEANING_REQUEST, customer, postRequest, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { bearer, createAccount } from '../helpers/auth';

/**
 * Fields no caller may set (PRODUCT.md, API rules), plus identity fields that must come from the
 * token. fast-check adds any subset of them, with any JSON values, to valid bodies; the stored
 * row must show only what the server decides.
 */
const FORBIDDEN_KEYS = [
  'id',
  'createdAt',
  'isVerified',
  'rating',
  'reviewCount',
  'status',
  'verificationStatus',
  'adminNotes',
  'firebaseUid',
  'customerId',
  'providerId',
  'userId',
  'customer',
  'provider',
  'quotes',
  'quoteCount',
  'name',
  'email',
] as const;

const forbiddenValue = fc.oneof(
  fc.constant(1),
  fc.constant('accepted'),
  fc.constant('approved'),
  fc.constant(5),
  fc.constant(true),
  fc.uuid(),
  fc.constant('2001-01-01T00:00:00.000Z'),
  // A "__proto__" key is refused as bad JSON before any route runs (the bad-input suite's
  // matter): such a value tests nothing here.
  fc.jsonValue({ maxDepth: 2 }).filter((value) => !JSON.stringify(value).includes('"__proto__"')),
);

/** Any subset of the forbidden keys (minus those the endpoint legitimately takes). */
function extras(except: readonly string[] = []) {
  const keys = FORBIDDEN_KEYS.filter((key) => !except.includes(key));
  return fc.dictionary(fc.constantFrom(...keys), forbiddenValue, { minKeys: 1 });
}

const RUNS = 40;
const recent = (date: Date) => Math.abs(Date.now() - date.getTime()) < 5 * 60_000;

describeEachDatabase('mass assignment', (get) => {
  const db = () => get().database.db;

  it('POST /api/users stores only the token identity, name, email, phone and role', async () => {
    await fc.assert(
      fc.asyncProperty(extras(['name', 'email']), async (extra) => {
        const account = await createAccount();
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/users',
          headers: bearer(account.idToken),
          payload: { ...extra, name: 'Lindiwe', email: account.email, isProvider: 0 },
        });
        const [row] = await db().select().from(users).where(eq(users.firebaseUid, account.uid));
        if (response.statusCode !== 201) {
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(row).toBeUndefined();
          return;
        }
        expect(row).toBeDefined();
        expect(row!.id).toBe(response.json().id);
        expect(row!.id).not.toBe(extra.id);
        expect(recent(row!.createdAt)).toBe(true);
        expect(row!.name).toBe('Lindiwe');
        expect(row!.email).toBe(account.email);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/providers takes the caller as the user and never verification or ratings', async () => {
    await fc.assert(
      fc.asyncProperty(extras(), async (extra) => {
        const actor = await customer(get().app, 'Owner Of Profile');
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/providers',
          headers: actor.headers,
          payload: {
            ...extra,
            bio: 'Fast.',
            services: ['gardening'],
            hourlyRate: 200,
            location: 'Durban',
          },
        });
        const rows = await db().select().from(providers).where(eq(providers.userId, actor.userId));
        if (response.statusCode !== 201) {
          // A userId that is not the caller's is refused: nothing is stored.
          expect([400, 403], response.body).toContain(response.statusCode);
          expect(rows).toEqual([]);
          return;
        }
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect(row.id).toBe(response.json().id);
        expect(row.id).not.toBe(extra.id);
        expect(row.name).toBe('Owner Of Profile');
        expect(row.isVerified).toBe(0);
        expect(row.rating).toBe(0);
        expect(row.reviewCount).toBe(0);
        expect(row.verificationStatus).toBe('pending');
        expect(row.adminNotes).toBeNull();
        expect(recent(row.createdAt)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('PATCH /api/providers/me changes only the profile fields', async () => {
    const actor = await provider(get().app, ['cleaning']);
    const [before] = await db().select().from(providers).where(eq(providers.id, actor.providerId!));
    await fc.assert(
      fc.asyncProperty(extras(), fc.string({ maxLength: 50 }), async (extra, bio) => {
        const response = await get().app.inject({
          method: 'PATCH',
          url: '/api/providers/me',
          headers: actor.headers,
          payload: { ...extra, bio },
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const [row] = await db()
          .select()
          .from(providers)
          .where(eq(providers.id, actor.providerId!));
        const untouched = { ...before!, bio: row!.bio };
        expect(row).toEqual(untouched);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/quote-requests belongs to the caller and starts pending', async () => {
    const actor = await customer(get().app);
    await fc.assert(
      fc.asyncProperty(extras(), async (extra) => {
        // Letters only: a run of digits could read as a phone number, which the mask hides.
        const description = `Job ${crypto.randomUUID().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/quote-requests',
          headers: actor.headers,
          payload: { ...extra, ...CLEANING_REQUEST, description },
        });
        const rows = await db()
          .select()
          .from(quoteRequests)
          .where(eq(quoteRequests.description, description));
        if (response.statusCode !== 201) {
          expect(response.statusCode, response.body).toBe(400);
          expect(rows).toEqual([]);
          return;
        }
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect(row.customerId).toBe(actor.userId);
        expect(row.status).toBe('pending');
        expect(row.id).not.toBe(extra.id);
        expect(recent(row.createdAt)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/quotes is the caller profile’s, open, on the request named', async () => {
    const owner = await customer(get().app);
    const cleaner = await provider(get().app, ['cleaning']);
    // providerId is the spec client's placeholder (a number or text): taken, and ignored.
    const placeholder = fc.oneof(fc.constant(1), fc.uuid(), fc.constant('provider-1'));
    await fc.assert(
      fc.asyncProperty(extras(['providerId']), placeholder, async (extra, providerId) => {
        const requestId = await postRequest(get().app, owner);
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/quotes',
          headers: cleaner.headers,
          payload: {
            ...extra,
            providerId,
            quoteRequestId: requestId,
            amount: 650,
            message: 'Sure.',
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        const rows = await db().select().from(quotes).where(eq(quotes.quoteRequestId, requestId));
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect(row.providerId).toBe(cleaner.providerId);
        expect(row.status).toBe('open');
        expect(row.amount).toBe(650);
        expect(row.id).not.toBe(extra.id);
        expect(recent(row.createdAt)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
