import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { PHONE_MESSAGE } from '../../src/domain/phone';
import { customer, giveCredit, postRequest, provider, type Actor } from '../helpers/actors';
import { turnOnWhatsapp } from '../helpers/whatsapp';
import { describeEachDatabase } from '../helpers/app';
import { bearer, changeEmail, verifyEmail, uniqueEmail } from '../helpers/auth';
import { multipart, PDF, photo } from '../helpers/documents';
import { finishedJob, JOB_REQUEST as PLUMBING } from '../helpers/jobs';

const AREA = { location: 'Cape Town', latitude: -33.92, longitude: 18.42, serviceRadiusKm: 20 };
describeEachDatabase('your account: correct it and download it', (get) => {
  const patch = (actor: Actor | null, payload: unknown) =>
    get().app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      ...(actor ? { headers: actor.headers } : {}),
      payload: payload as object,
    });

  it('changes name and phone, stored in one form, with a message for each bad field', async () => {
    const person = await customer(get().app, 'Ayanda Mokoena');
    const changed = await patch(person, { name: '  Ayanda M. Mokoena ', phone: '082 123 4567' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Ayanda M. Mokoena', phone: '+27821234567' });
    // International numbers too; an empty phone removes it.
    expect((await patch(person, { phone: '+44 20 7946 0958' })).json().phone).toBe('+442079460958');
    expect((await patch(person, { phone: '' })).json().phone).toBeNull();

    const bad = await patch(person, { name: 'A', phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'Name must be at least 2 characters',
      phone: PHONE_MESSAGE,
    });
    expect((await patch(person, {})).statusCode).toBe(400);
    // Only what a person may correct: never who they are or what they are.
    for (const field of [{ isProvider: 1 }, { firebaseUid: 'x' }, { id: person.userId }]) {
      expect((await patch(person, { name: 'Ayanda', ...field })).statusCode).toBe(400);
    }
    expect((await patch(null, { name: 'Nobody Here' })).statusCode).toBe(401);
    const own = await get().app.inject({ url: '/api/users/me', headers: person.headers });
    expect(own.json()).toMatchObject({ name: 'Ayanda M. Mokoena', phone: null, isProvider: 0 });
  });

  it('saves a new email only once Firebase has it (the token says so)', async () => {
    const person = await customer(get().app, 'Email Changer');
    const next = uniqueEmail('moved');
    const early = await patch(person, { email: next });
    expect(early.statusCode).toBe(403);
    expect(early.json().errors.email).toBe('The email must be the one you signed in with.');
    // Changed in Firebase but not proved (the link not opened): nothing is saved or sent there.
    const token = await changeEmail(person.idToken, next);
    const unproved = await get().app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { email: next.toUpperCase() },
    });
    expect(unproved.statusCode, unproved.body).toBe(403);
    expect(unproved.json().errors.email).toMatch(/Open the link we sent/);
    const own = async (headers: Record<string, string>) =>
      (await get().app.inject({ url: '/api/users/me', headers })).json<{ email: string }>();
    expect((await own(bearer(token))).email).toBe(person.email);
    // Proved: the record takes it at the next sign-in, and a PATCH may name it too.
    const verified = await verifyEmail(person.uid, person.password, next);
    expect((await own(bearer(verified))).email).toBe(next);
    const saved = await get().app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(verified),
      payload: { email: next.toUpperCase() },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().email).toBe(next);
  });

  it('exports everything held about the caller, and no one else’s email or phone', async () => {
    const { app } = get();
    const plumber = await provider(app, ['plumbing'], AREA, 'Export Plumbing');
    await giveCredit(app, plumber, 2500);
    await patch(plumber, { phone: '083 555 0101' });
    const owner = await customer(app, 'Export Customer', { phone: '082 555 0202' });
    const { providerMessageId } = await finishedJob(app, owner, plumber);
    // A quote whose message carries the plumber's number, and a reported message.
    const open = await postRequest(app, owner, PLUMBING);
    const quote = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: plumber.headers,
      payload: { quoteRequestId: open, amount: 400, message: 'Call me on 083 555 0101.' },
    });
    expect(quote.statusCode).toBe(201);
    const report = await app.inject({
      method: 'POST',
      url: `/api/messages/${providerMessageId}/report`,
      headers: owner.headers,
      payload: { reason: 'Testing the export' },
    });
    expect(report.statusCode, report.body).toBe(201);
    const optIn = await turnOnWhatsapp(app, owner, '082 555 0202');
    expect(optIn.statusCode, optIn.body).toBe(200);
    await app.events.dispatchPending();

    const started = Date.now();
    const response = await app.inject({ url: '/api/users/me/export', headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="khaya-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ email: owner.email, phone: '+27825550202' });
    for (const part of [
      'quoteRequests',
      'quotesReceived',
      'messagesWritten',
      'reviewsWritten',
      'reviewsAboutYou',
      'reports',
      'notifications',
      'consents',
    ]) {
      expect(data[part], part).not.toHaveLength(0);
    }
    expect(data.messagesWritten[0].text).toBe('Is Friday fine?');
    expect(data.reviewsAboutYou[0].comment).toBe('Clear about the job.');
    expect(data.consents[0].detail).toBe('+27825550202');
    const text = response.body;
    expect(text).not.toContain(plumber.email);
    for (const form of ['+27835550101', '083 555 0101', '+27 83 555 0101']) {
      expect(text).not.toContain(form);
    }
    expect(Date.now() - started).toBeLessThan(5000);

    // A provider's export holds the profile and the quotes sent, not the customer's details.
    const theirs = await app.inject({ url: '/api/users/me/export', headers: plumber.headers });
    const providerData = theirs.json();
    expect(providerData.providerProfile.name).toBe('Export Plumbing');
    expect(providerData.quotesSent).toHaveLength(2);
    expect(providerData.quotesSent[0].revisions).toHaveLength(1);
    expect(providerData.khayaCredit).toMatchObject({
      statement: [{ kind: 'adjustment', cents: 2500, reason: 'Test credit' }],
      topUps: [],
      invoices: [],
    });
    expect(data.khayaCredit).toBeNull();
    expect(theirs.body).not.toContain(owner.email);
    expect(theirs.body).not.toContain('+27825550202');
    expect(theirs.body).not.toContain('Kloof Street');
  });

  it('exports a heavy account within seconds', async () => {
    const { app, database } = get();
    const plumber = await provider(app, ['plumbing'], AREA, 'Busy Plumbing');
    const owner = await customer(app, 'Heavy User');
    // 400 requests, each with a quote, a thread of five messages and a notification.
    await database.db.execute(sql`
      with made as (
        insert into quote_requests (customer_id, service_type, description, location, area, preferred_date, status, quote_count)
        select ${owner.userId}::uuid, 'plumbing', 'Job number ' || n, 'Gardens, Cape Town', 'Gardens', 'Monday', 'responded', 1
          from generate_series(1, 400) n
        returning id, created_at),
      quoted as (
        insert into quotes (quote_request_id, provider_id, amount, request_created_at, valid_until)
        select id, ${plumber.providerId}::uuid, 500, created_at, current_date + 14 from made
        returning quote_request_id),
      threads as (
        insert into message_threads (quote_request_id, provider_id)
        select quote_request_id, ${plumber.providerId}::uuid from quoted returning id)
      insert into messages (thread_id, sender_role, sender_id, text)
      select t.id, 'customer', ${owner.userId}::uuid, 'Message ' || n
        from threads t cross join generate_series(1, 5) n`);
    await database.db.execute(sql`
      insert into notifications (user_id, event_id, kind, title, body, link)
      select ${owner.userId}::uuid, -n, 'quote_received', 'A quote', 'R 500 for job ' || n, '/customer'
        from generate_series(1, 1000) n`);
    const started = Date.now();
    const response = await app.inject({ url: '/api/users/me/export', headers: owner.headers });
    const took = Date.now() - started;
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.quoteRequests).toHaveLength(400);
    expect(data.quotesReceived).toHaveLength(400);
    expect(data.messagesWritten).toHaveLength(2000);
    expect(data.notifications).toHaveLength(1000);
    console.info(`export of a heavy account: ${took} ms, ${response.body.length} bytes`);
    expect(took).toBeLessThan(5000);
  });
});

describeEachDatabase('a provider’s profile photo', (get) => {
  const put = (actor: Actor, file?: { bytes: Buffer; name: string; type?: string }) => {
    const body = multipart({}, file);
    return get().app.inject({
      method: 'PUT',
      url: '/api/providers/me/photo',
      headers: { ...actor.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('is kept as a small square, cached for a year, shown in the listing, replaced and removed', async () => {
    const { app } = get();
    const painter = await provider(app, ['cleaning'], {}, 'Photo Cleaning');
    const wide = await sharp({
      create: { width: 1200, height: 700, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const set = await put(painter, { bytes: wide, name: 'me.png', type: 'image/png' });
    expect(set.statusCode, set.body).toBe(200);
    const url = set.json<{ profilePhotoUrl: string }>().profilePhotoUrl;
    expect(url).toMatch(/^\/api\/photos\/[a-z0-9]+$/);

    const photoResponse = await app.inject({ url });
    expect(photoResponse.statusCode).toBe(200);
    expect(photoResponse.headers['content-type']).toBe('image/webp');
    expect(photoResponse.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(photoResponse.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(photoResponse.rawPayload.length).toBeLessThan(20_000);

    const listed = await app.inject({ url: `/api/providers/${painter.providerId}` });
    expect(listed.json().profilePhotoUrl).toBe(url);

    // A new photo takes the old one's place, which is gone.
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#a37' },
    })
      .jpeg()
      .toBuffer();
    const replaced = await put(painter, { bytes: jpeg, name: 'new.jpg', type: 'image/jpeg' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().profilePhotoUrl).not.toBe(url);
    expect((await app.inject({ url })).statusCode).toBe(404);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/providers/me/photo',
      headers: painter.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profilePhotoUrl).toBeNull();
    expect((await app.inject({ url: replaced.json().profilePhotoUrl })).statusCode).toBe(404);
  });

  it('refuses what is not a photo a person can fix, with the reason', async () => {
    const { app } = get();
    const cleaner = await provider(app, ['cleaning'], {}, 'Refused Photo');
    const big = Buffer.concat([await photo(), Buffer.alloc(2 * 1024 * 1024)]);
    const cases: [Buffer | undefined, string, number, string][] = [
      [
        big,
        'big.jpg',
        413,
        'The photo is larger than 2 MB. Choose a smaller one, or crop it first.',
      ],
      [PDF, 'me.jpg', 415, 'Send a JPEG or PNG photo.'],
      [Buffer.alloc(0), 'empty.png', 400, 'The file is empty. Choose the photo again.'],
      [undefined, '', 400, 'Choose a photo to upload.'],
    ];
    for (const [bytes, name, status, message] of cases) {
      const response = await put(cleaner, bytes ? { bytes, name } : undefined);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const json = await app.inject({
      method: 'PUT',
      url: '/api/providers/me/photo',
      headers: cleaner.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const customerOnly = await customer(app, 'No Profile Yet');
    expect((await put(customerOnly, { bytes: await photo(), name: 'a.jpg' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/photos/..%2F..%2Fetc' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/photos/abcdef0123456789' })).statusCode).toBe(404);
  });
});
