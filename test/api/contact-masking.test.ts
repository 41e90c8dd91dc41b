import fc from 'fast-check';
import { expect, it } from 'vitest';
import { CONTACT_HIDDEN, NAME_WITH_CONTACT_DETAILS } from '../../src/domain/contact-redaction';
import { customer, postRequest, provider, type Actor, CLEANING_REQUEST } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { JOB_REQUEST } from '../helpers/jobs';

/** A contact detail as a careless or crafty writer types it, and what must not come through. */
interface Contact {
  text: string;
  /** Digits (for a number) or a host name that must not survive. */
  secret: string;
  kind: 'phone' | 'address';
}

const nine = fc
  .tuple(
    fc.integer({ min: 6, max: 8 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);
const phone: fc.Arbitrary<Contact> = fc
  .tuple(nine, fc.constantFrom('plain', 'spaced', 'underscores', 'full-width', 'letter-o', '+27'))
  .map(([digits, form]) => {
    const national = `0${digits}`;
    const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
    const text = {
      plain: national,
      spaced: groups.join(' '),
      underscores: groups.join('_'),
      'full-width': groups.join(' ').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
      'letter-o': groups.join(' ').replace(/0/g, 'O'),
      '+27': `+27 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    }[form];
    return { text: `WhatsApp me ${text} any time`, secret: digits, kind: 'phone' as const };
  });
const address: fc.Arbitrary<Contact> = fc
  .tuple(fc.stringMatching(/^[a-z]{3,8}$/), fc.nat(3))
  .map(([name, form]) => {
    const host = `qz${name}`;
    const text = [
      `mail ${name}@${host}.co.za`,
      `see www.${host}.co.za`,
      `${host}.com/contact`,
      `gmail: ${host}.plumb`,
    ][form] as string;
    return { text: `Or ${text} for photos`, secret: host, kind: 'address' as const };
  });
const contact = fc.oneof(phone, address);

/** What a reader saw holds none of it (digits read as the mask reads them). */
function expectHidden(seen: string, written: Contact) {
  expect(seen).toContain(CONTACT_HIDDEN);
  if (written.kind === 'phone') {
    const digits = seen.normalize('NFKC').replace(/[Oo]/g, '0').replace(/\D/g, '');
    expect(digits).not.toContain(written.secret);
  } else {
    expect(seen.toLowerCase()).not.toContain(written.secret);
  }
}

const RUNS = { numRuns: 6 };

describeEachDatabase('contact details hidden in every free text others read', (get) => {
  const call = (
    actor: Actor | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    get().app.inject({
      method,
      url,
      ...(actor ? { headers: actor.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  it("a request's description, date and cleaning items, as the providers in range read them", async () => {
    const cleaner = await provider(
      get().app,
      ['cleaning'],
      { serviceRadiusKm: 30 },
      'Masked Cleaner',
    );
    const owner = await customer(get().app, 'Careless Customer');
    await fc.assert(
      fc.asyncProperty(contact, contact, contact, async (description, date, item) => {
        const id = await postRequest(get().app, owner, {
          ...CLEANING_REQUEST,
          description: `Deep clean. ${description.text}`,
          preferredDate: `Friday, ${date.text}`.slice(0, 100),
          cleaningDetails: { cleaningType: 'indoor', items: [{ name: item.text.slice(0, 80) }] },
        });
        const leads = (
          await call(cleaner, 'GET', '/api/quote-requests?as=provider&limit=100')
        ).json<
          {
            id: string;
            description: string;
            preferredDate: string;
            cleaningDetails: { items: { name: string }[] };
          }[]
        >();
        const lead = leads.find((row) => row.id === id);
        expect(lead).toBeDefined();
        expectHidden(lead?.description ?? '', description);
        expectHidden(lead?.preferredDate ?? '', date);
        expectHidden(lead?.cleaningDetails.items[0]?.name ?? '', item);
      }),
      RUNS,
    );
  });

  it("a quote's message and its revisions, as the customer compares them", async () => {
    const owner = await customer(get().app, 'Comparing Customer');
    await fc.assert(
      fc.asyncProperty(contact, contact, async (first, revised) => {
        const plumber = await provider(
          get().app,
          ['plumbing'],
          { serviceRadiusKm: 30 },
          'Masked Plumber',
        );
        const requestId = await postRequest(get().app, owner, JOB_REQUEST);
        const sent = await call(plumber, 'POST', '/api/quotes', {
          quoteRequestId: requestId,
          amount: 900,
          message: first.text,
        });
        expect(sent.statusCode, sent.body).toBe(201);
        const quote = sent.json<{ id: string; message: string }>();
        expectHidden(quote.message, first);
        const compare = async () =>
          (await call(owner, 'GET', `/api/quote-requests/${requestId}/comparison`)).json<{
            quotes: { id: string; message: string | null }[];
          }>().quotes[0]?.message ?? '';
        expectHidden(await compare(), first);
        const change = await call(plumber, 'PATCH', `/api/quotes/${quote.id}`, {
          message: revised.text,
        });
        expect(change.statusCode, change.body).toBe(200);
        expectHidden(await compare(), revised);
      }),
      RUNS,
    );
  });

  it("a provider's bio and response time, as the public reads them", async () => {
    const plumber = await provider(get().app, ['plumbing'], {}, 'Public Plumber');
    await fc.assert(
      fc.asyncProperty(contact, contact, async (bio, responseTime) => {
        const changed = await call(plumber, 'PATCH', '/api/providers/me', {
          bio: bio.text,
          responseTime: responseTime.text.slice(0, 100),
        });
        expect(changed.statusCode, changed.body).toBe(200);
        const page = (await call(null, 'GET', `/api/providers/${plumber.providerId}`)).json<{
          bio: string;
          responseTime: string;
        }>();
        expectHidden(page.bio, bio);
        expectHidden(page.responseTime, responseTime);
      }),
      RUNS,
    );
    // And when the profile is first made.
    const fresh = await provider(
      get().app,
      ['cleaning'],
      { bio: 'Call 082 111 0002' },
      'New Cleaner',
    );
    const page = (await call(null, 'GET', `/api/providers/${fresh.providerId}`)).json<{
      bio: string;
    }>();
    expect(page.bio).toBe(`Call ${CONTACT_HIDDEN}`);
  });

  it('review comments and replies, as the public reads them', async () => {
    await fc.assert(
      fc.asyncProperty(contact, contact, contact, async (ofProvider, ofCustomer, reply) => {
        const owner = await customer(get().app, 'Reviewing Customer');
        const plumber = await provider(
          get().app,
          ['plumbing'],
          { serviceRadiusKm: 30 },
          'Reviewed Plumber',
        );
        const requestId = await postRequest(get().app, owner, JOB_REQUEST);
        const quoted = await call(plumber, 'POST', '/api/quotes', {
          quoteRequestId: requestId,
          amount: 700,
        });
        const quoteId = quoted.json<{ id: string }>().id;
        expect((await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {})).statusCode).toBe(
          200,
        );
        expect(
          (await call(owner, 'POST', `/api/quote-requests/${requestId}/complete`)).statusCode,
        ).toBe(200);
        const reviews = `/api/quote-requests/${requestId}/reviews`;
        expect(
          (await call(owner, 'POST', reviews, { rating: 4, comment: ofProvider.text })).statusCode,
        ).toBe(201);
        expect(
          (await call(plumber, 'POST', reviews, { rating: 5, comment: ofCustomer.text }))
            .statusCode,
        ).toBe(201);
        const published = (
          await call(null, 'GET', `/api/providers/${plumber.providerId}/reviews`)
        ).json<{ id: string; comment: string }[]>();
        expectHidden(published[0]?.comment ?? '', ofProvider);
        const replied = await call(plumber, 'POST', `/api/reviews/${published[0]?.id}/reply`, {
          text: reply.text,
        });
        expect(replied.statusCode, replied.body).toBe(200);
        const after = (
          await call(null, 'GET', `/api/providers/${plumber.providerId}/reviews`)
        ).json<{ reply: string }[]>();
        expectHidden(after[0]?.reply ?? '', reply);
        const both = (await call(owner, 'GET', reviews)).json<{
          theirs: { comment: string } | null;
        }>();
        expectHidden(both.theirs?.comment ?? '', ofCustomer);
      }),
      { numRuns: 3 },
    );
  });

  it('refuses a name that carries contact details or a link, at sign-up and when changed', async () => {
    const person = await customer(get().app, 'Plain Name');
    for (const name of [
      'Thabo 082 111 0002',
      'Visit evil-bank.co.za now',
      'Mallory @plumbpro',
      'https://x.example/login',
    ]) {
      const changed = await call(person, 'PATCH', '/api/users/me', { name });
      expect(changed.statusCode, name).toBe(400);
      expect(changed.json().errors.name).toBe(NAME_WITH_CONTACT_DETAILS);
    }
    expect(
      (await call(person, 'PATCH', '/api/users/me', { name: "Thabo O'Neil-Dlamini" })).statusCode,
    ).toBe(200);
  });
});
