import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { REQUEST_PHOTO_MESSAGES } from '../../src/domain/schemas/request-photos';
import { requestPhotos } from '../../src/server/db/schema';
import { folderStore } from '../../src/server/lib/storage';
import { customer, PLUMBING_REQUEST, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { multipart } from '../helpers/documents';
import { cameraPhoto } from '../helpers/photos';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'request-photos-'));
const HEIC = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/geyser.heic'));

describeEachDatabase(
  'photos on a request',
  (get) => {
    const add = (
      actor: Actor,
      requestId: string,
      bytes: Buffer,
      fields = {},
      name = 'geyser.jpg',
    ) => {
      const body = multipart(fields, { bytes, name, type: 'image/jpeg' });
      return get().app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/photos`,
        headers: { ...actor.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const fetch = (actor: Actor | null, url: string) =>
      get().app.inject({ method: 'GET', url, ...(actor ? { headers: actor.headers } : {}) });
    const stored = async () => get().database.db.select().from(requestPhotos);

    it('keeps a camera photo re-encoded without its metadata, with a thumbnail under 30 KB', async () => {
      const { app } = get();
      const asker = await customer(app, 'Photo Customer');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      const camera = await cameraPhoto(4000, 3000);
      expect((await sharp(camera).metadata()).exif).toBeDefined();
      const added = await add(asker, requestId, camera, { caption: '  The geyser drips here  ' });
      expect(added.statusCode, added.body).toBe(201);
      const photo = added.json();
      expect(photo).toMatchObject({ caption: 'The geyser drips here', width: 1600, height: 1200 });

      const full = await fetch(asker, photo.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.headers['cache-control']).toBe('private, max-age=86400');
      const meta = await sharp(full.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
      expect(meta.exif).toBeUndefined();
      expect(full.rawPayload.includes(Buffer.from('Galaxy'))).toBe(false);
      const thumb = await fetch(asker, photo.thumbUrl);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.rawPayload.length).toBeLessThan(30 * 1024);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

      // The request shows it to its customer.
      const request = (await fetch(asker, `/api/quote-requests/${requestId}`)).json();
      expect(request.photos).toEqual([photo]);
    });

    it('reads a phone camera’s HEIC', async () => {
      const { app } = get();
      const asker = await customer(app, 'Heic Customer');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      const added = await add(asker, requestId, HEIC, {}, 'IMG_0001.HEIC');
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ caption: null, width: 96, height: 64 });
      const full = await fetch(asker, added.json().url);
      const meta = await sharp(full.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 64]);
    });

    it('refuses what is not a photo, too large, too many or a long caption, storing nothing', async () => {
      const { app } = get();
      const asker = await customer(app, 'Limits Customer');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      const before = (await stored()).length;
      const renamed = await add(asker, requestId, Buffer.from('%PDF-1.4 not a photo'), {}, 'x.jpg');
      expect([renamed.statusCode, renamed.json().message]).toEqual([
        415,
        REQUEST_PHOTO_MESSAGES.wrongType,
      ]);
      const huge = await add(asker, requestId, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
      expect([huge.statusCode, huge.json().message]).toEqual([
        413,
        REQUEST_PHOTO_MESSAGES.tooLarge,
      ]);
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      expect((await add(asker, requestId, broken)).statusCode).toBe(415);
      const empty = await add(asker, requestId, Buffer.alloc(0));
      expect([empty.statusCode, empty.json().message]).toEqual([400, REQUEST_PHOTO_MESSAGES.empty]);
      const long = await add(asker, requestId, await cameraPhoto(40, 30), {
        caption: 'x'.repeat(141),
      });
      expect([long.statusCode, long.json().errors.caption]).toEqual([
        400,
        REQUEST_PHOTO_MESSAGES.caption,
      ]);
      const json = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/photos`,
        headers: asker.headers,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect((await stored()).length).toBe(before);

      for (let n = 0; n < 6; n++) {
        expect((await add(asker, requestId, await cameraPhoto(40, 30))).statusCode).toBe(201);
      }
      const seventh = await add(asker, requestId, await cameraPhoto(40, 30));
      expect([seventh.statusCode, seventh.json().message]).toEqual([
        409,
        REQUEST_PHOTO_MESSAGES.tooMany,
      ]);
      expect((await stored()).length).toBe(before + 6);
    });

    it('shows them to providers in reach and to no one else; only the customer removes one', async () => {
      const { app } = get();
      const asker = await customer(app, 'Private Customer');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      const photo = (await add(asker, requestId, await cameraPhoto(800, 600))).json();
      const plumber = await provider(app, ['plumbing'], {}, 'Near Plumber');
      const far = await provider(
        app,
        ['plumbing'],
        { location: 'Prince Albert', latitude: -33.2, longitude: 22.03, serviceRadiusKm: 20 },
        'Far Plumber',
      );
      const gardener = await provider(app, ['gardening'], {}, 'Near Gardener');
      const stranger = await customer(app, 'Other Customer');

      expect((await fetch(plumber, photo.thumbUrl)).statusCode).toBe(200);
      expect((await fetch(plumber, photo.url)).statusCode).toBe(200);
      type Shown = { id: string; photos: { id: string; thumbUrl: string }[] };
      const lead = (await fetch(plumber, `/api/quote-requests/${requestId}`)).json<Shown>();
      expect(lead.photos.map((p) => p.id)).toEqual([photo.id]);
      const leads = (await fetch(plumber, '/api/quote-requests?as=provider')).json<Shown[]>();
      const card = leads.find((item) => item.id === requestId);
      expect(card?.photos.map((p) => p.thumbUrl)).toEqual([photo.thumbUrl]);
      for (const other of [far, gardener, stranger]) {
        expect((await fetch(other, photo.url)).statusCode).toBe(404);
        expect((await fetch(other, photo.thumbUrl)).statusCode).toBe(404);
      }
      expect((await fetch(null, photo.url)).statusCode).toBe(401);
      const wrongRequest = await postRequest(app, asker, PLUMBING_REQUEST);
      expect(
        (await fetch(asker, `/api/quote-requests/${wrongRequest}/photos/${photo.id}`)).statusCode,
      ).toBe(404);
      // Another's photo cannot be removed, or added to.
      const del = (actor: Actor) =>
        app.inject({ method: 'DELETE', url: photo.url, headers: actor.headers });
      expect((await del(plumber)).statusCode).toBe(404);
      expect((await add(plumber, requestId, await cameraPhoto(40, 30))).statusCode).toBe(404);
      expect((await del(asker)).statusCode).toBe(204);
      expect((await fetch(asker, photo.url)).statusCode).toBe(404);
      expect((await del(asker)).statusCode).toBe(404);
      expect(fs.existsSync(path.join(root, 'request-photos', requestId, photo.id))).toBe(false);
    });

    it('loads in an <img> by the session cookie alone, which changes nothing by itself', async () => {
      const { app } = get();
      const asker = await customer(app, 'Cookie Customer');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      const photo = (await add(asker, requestId, await cameraPhoto(300, 200))).json();
      const made = await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { idToken: asker.headers.authorization.slice('Bearer '.length) },
      });
      const setCookie = String(made.headers['set-cookie'] ?? '');
      const cookie = { cookie: setCookie.split(';')[0] ?? '' };
      const asImage = await app.inject({ method: 'GET', url: photo.thumbUrl, headers: cookie });
      expect(asImage.statusCode, asImage.body).toBe(200);
      // Removing it, or reading the request, still needs the token (or the session header).
      const removed = await app.inject({ method: 'DELETE', url: photo.url, headers: cookie });
      expect(removed.statusCode).toBe(401);
      const read = await app.inject({
        method: 'GET',
        url: `/api/quote-requests/${requestId}`,
        headers: cookie,
      });
      expect(read.statusCode).toBe(401);
    });

    it('takes no photo on a closed request, and erases them with the account', async () => {
      const { app } = get();
      const asker = await customer(app, 'Leaving Customer');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      const photo = (await add(asker, requestId, await cameraPhoto(300, 200))).json();
      const file = path.join(root, 'request-photos', requestId, photo.id);
      expect(fs.existsSync(file)).toBe(true);
      expect((await fetch(asker, '/api/users/me/export')).json().requestPhotos).toEqual([
        expect.objectContaining({ id: photo.id, quoteRequestId: requestId, url: photo.url }),
      ]);
      const closed = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/close`,
        headers: asker.headers,
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const late = await add(asker, requestId, await cameraPhoto(40, 30));
      expect([late.statusCode, late.json().message]).toEqual([409, REQUEST_PHOTO_MESSAGES.closed]);

      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: asker.headers,
        payload: { confirmEmail: asker.email },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(`${file}-thumb`)).toBe(false);
      const rows = await get()
        .database.db.select()
        .from(requestPhotos)
        .where(eq(requestPhotos.quoteRequestId, requestId));
      expect(rows).toEqual([]);
    });
  },
  { files: folderStore(root) },
);
