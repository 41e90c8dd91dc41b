import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { REQUEST_PHOTO_MESSAGES } from '../../src/domain/schemas/request-photos';
import { WORK_PHOTO_MESSAGES } from '../../src/domain/schemas/work-photos';
import { providerWorkPhotos, workPhotoReports } from '../../src/server/db/schema';
import { folderStore } from '../../src/server/lib/storage';
import { setAdmin } from '../../src/server/services/verification';
import {
  customer,
  PLUMBING_REQUEST,
  postQuote,
  postRequest,
  provider,
  type Actor,
} from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { multipart } from '../helpers/documents';
import { cameraPhoto } from '../helpers/photos';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'work-photos-'));

/** A plumbing job the provider was hired for; completed unless told otherwise. */
async function job(app: FastifyInstance, plumber: Actor, complete = true) {
  const owner = await customer(app, 'Thandi Nkosi');
  const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
  const quoteId = await postQuote(app, plumber, requestId, 900);
  const post = (url: string) => app.inject({ method: 'POST', url, headers: owner.headers });
  expect((await post(`/api/quotes/${quoteId}/accept`)).statusCode).toBe(200);
  if (complete)
    expect((await post(`/api/quote-requests/${requestId}/complete`)).statusCode).toBe(200);
  return { owner, requestId };
}

describeEachDatabase(
  "a provider's photos of past work",
  (get) => {
    const add = (actor: Actor, bytes: Buffer, fields: Record<string, string> = {}) => {
      const body = multipart(fields, { bytes, name: 'tiles.jpg', type: 'image/jpeg' });
      return get().app.inject({
        method: 'POST',
        url: '/api/providers/me/work-photos',
        headers: { ...actor.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const fetch = (url: string, actor?: Actor) =>
      get().app.inject({ method: 'GET', url, ...(actor ? { headers: actor.headers } : {}) });
    const stored = async (providerId: string | undefined) =>
      get()
        .database.db.select()
        .from(providerWorkPhotos)
        .where(eq(providerWorkPhotos.providerId, providerId ?? ''));

    it('keeps a photo without its metadata and shows it on the public page to anyone', async () => {
      const plumber = await provider(get().app, ['plumbing'], {}, 'Tile Plumber');
      const camera = await cameraPhoto(4000, 3000);
      const added = await add(plumber, camera, { caption: ' New bathroom in Observatory ' });
      expect(added.statusCode, added.body).toBe(201);
      const photo = added.json();
      expect(photo).toMatchObject({
        caption: 'New bathroom in Observatory',
        width: 1600,
        height: 1200,
        job: null,
        jobId: null,
        hidden: false,
      });
      const full = await fetch(photo.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(full.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1600, undefined]);
      expect(full.rawPayload.includes(Buffer.from('Galaxy'))).toBe(false);
      const thumb = await fetch(photo.thumbUrl);
      expect(thumb.rawPayload.length).toBeLessThan(30 * 1024);

      const page = (await fetch(`/api/providers/${plumber.providerId}`)).json();
      // The same photo, without the job's request id nor the flag only its provider sees (toEqual
      // passes over an undefined key).
      expect(page.workPhotos).toEqual([{ ...photo, jobId: undefined, hidden: undefined }]);
      expect(page.workPhotos[0]).not.toHaveProperty('jobId');
      const own = (await fetch('/api/providers/me/work-photos', plumber)).json();
      expect(own).toEqual({ photos: [photo], jobs: [] });
    });

    it('links a photo to a completed Khaya job and its published review, and no other job', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Linked Plumber');
      const done = await job(app, plumber);
      const unfinished = await job(app, plumber, false);
      const rival = await provider(app, ['plumbing'], {}, 'Rival Plumber');
      const theirs = await job(app, rival);

      const own = (await fetch('/api/providers/me/work-photos', plumber)).json();
      expect(own.jobs).toEqual([
        expect.objectContaining({ id: done.requestId, serviceType: 'plumbing' }),
      ]);
      for (const jobId of [unfinished.requestId, theirs.requestId, 'not-a-job']) {
        const refused = await add(plumber, await cameraPhoto(40, 30), { jobId });
        expect([refused.statusCode, refused.json().errors.jobId]).toEqual([
          400,
          WORK_PHOTO_MESSAGES.job,
        ]);
      }
      expect(await stored(plumber.providerId)).toEqual([]);

      const linked = await add(plumber, await cameraPhoto(400, 300), { jobId: done.requestId });
      expect(linked.statusCode, linked.body).toBe(201);
      expect(linked.json()).toMatchObject({
        jobId: done.requestId,
        job: { serviceType: 'plumbing', review: null },
      });
      // Once both sides have reviewed, the customer's review shows with the photo.
      const review = (actor: Actor, body: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: `/api/quote-requests/${done.requestId}/reviews`,
          headers: actor.headers,
          payload: body,
        });
      expect(
        (await review(done.owner, { rating: 5, comment: 'Neat work, no mess.' })).statusCode,
      ).toBe(201);
      expect((await review(plumber, { rating: 5 })).statusCode).toBe(201);
      const page = (await fetch(`/api/providers/${plumber.providerId}`)).json();
      expect(page.workPhotos[0].job.review).toEqual({
        rating: 5,
        comment: 'Neat work, no mess.',
        author: 'Thandi N.',
      });
      expect(page.workPhotos[0]).not.toHaveProperty('jobId');
    });

    it('refuses what is not a photo, too large, a long caption or a thirteenth, storing nothing', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Busy Plumber');
      const renamed = await add(plumber, Buffer.from('%PDF-1.4 not a photo'));
      expect([renamed.statusCode, renamed.json().message]).toEqual([
        415,
        REQUEST_PHOTO_MESSAGES.wrongType,
      ]);
      const huge = await add(plumber, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
      expect([huge.statusCode, huge.json().message]).toEqual([
        413,
        REQUEST_PHOTO_MESSAGES.tooLarge,
      ]);
      const long = await add(plumber, await cameraPhoto(40, 30), { caption: 'x'.repeat(141) });
      expect([long.statusCode, long.json().errors.caption]).toEqual([
        400,
        REQUEST_PHOTO_MESSAGES.caption,
      ]);
      const none = await add(plumber, Buffer.alloc(0));
      expect(none.statusCode).toBe(400);
      expect(await stored(plumber.providerId)).toEqual([]);

      for (let n = 0; n < 12; n++) {
        expect((await add(plumber, await cameraPhoto(40, 30))).statusCode).toBe(201);
      }
      const thirteenth = await add(plumber, await cameraPhoto(40, 30));
      expect([thirteenth.statusCode, thirteenth.json().message]).toEqual([
        409,
        WORK_PHOTO_MESSAGES.tooMany,
      ]);
      expect((await stored(plumber.providerId)).length).toBe(12);
      // A customer has no page to add to.
      const asker = await customer(app, 'Not A Provider');
      expect((await add(asker, await cameraPhoto(40, 30))).statusCode).toBe(403);
    });

    it('only the provider removes one; the comparison shows the newest three', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Strip Plumber');
      const photos: { id: string; url: string }[] = [];
      for (let n = 0; n < 4; n++)
        photos.push((await add(plumber, await cameraPhoto(60, 40))).json());
      const asker = await customer(app, 'Comparing Customer');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      await postQuote(app, plumber, requestId, 700);
      const compared = (await fetch(`/api/quote-requests/${requestId}/comparison`, asker)).json<{
        quotes: { provider: { workPhotos: { id: string }[] } }[];
      }>();
      expect(compared.quotes[0]?.provider.workPhotos.map((p) => p.id)).toEqual(
        photos
          .slice(1)
          .reverse()
          .map((p) => p.id),
      );

      const other = await provider(app, ['plumbing'], {}, 'Other Plumber');
      const remove = (actor: Actor, id: string) =>
        app.inject({
          method: 'DELETE',
          url: `/api/providers/me/work-photos/${id}`,
          headers: actor.headers,
        });
      const first = photos[0] ?? { id: '', url: '' };
      expect((await remove(other, first.id)).statusCode).toBe(404);
      expect((await remove(plumber, first.id)).statusCode).toBe(204);
      expect((await fetch(first.url)).statusCode).toBe(404);
      expect((await remove(plumber, first.id)).statusCode).toBe(404);
      expect(fs.existsSync(path.join(root, 'work-photos', first.id))).toBe(false);
      // Another provider's id in the address finds nothing.
      const second = photos[1] ?? { id: '' };
      expect(
        (await fetch(`/api/providers/${other.providerId}/work-photos/${second.id}`)).statusCode,
      ).toBe(404);
    });

    it('anyone signed in reports a photo once; the admin desk takes it down everywhere', async () => {
      const { app, database } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Reported Plumber');
      const photo = (await add(plumber, await cameraPhoto(300, 200), { caption: 'Roof' })).json<{
        id: string;
        url: string;
        thumbUrl: string;
      }>();
      const reportUrl = `/api/providers/${plumber.providerId}/work-photos/${photo.id}/report`;
      const report = (actor: Actor | null, reason: unknown) =>
        app.inject({
          method: 'POST',
          url: reportUrl,
          ...(actor ? { headers: actor.headers } : {}),
          payload: { reason },
        });
      const visitor = await customer(app, 'Careful Visitor');
      expect((await report(null, 'Not a job')).statusCode).toBe(401);
      const short = await report(visitor, 'x');
      expect([short.statusCode, short.json().errors.reason]).toEqual([
        400,
        'Say what is wrong with this photo',
      ]);
      // Its own photo is removed, not reported.
      const own = await report(plumber, 'Mine, by mistake');
      expect([own.statusCode, own.json().message]).toEqual([
        409,
        'This is your own photo: remove it from your dashboard instead.',
      ]);
      expect((await report(visitor, 'A photo from a magazine')).statusCode).toBe(201);
      const twice = await report(visitor, 'Again');
      expect([twice.statusCode, twice.json().message]).toEqual([
        409,
        'You have already reported this photo',
      ]);

      const admin = await customer(app, 'Photo Moderator');
      await setAdmin(database.db, admin.email, true, 'test');
      const desk = (method: string, url: string, payload?: object) =>
        app.inject({ method: method as 'GET', url, headers: admin.headers, payload });
      type Item = { type: string; id: string; photoUrl: string | null; reports: unknown[] };
      const queued = (await desk('GET', '/api/admin/reports')).json<Item[]>();
      const item = queued.find((one) => one.id === photo.id);
      expect(item).toMatchObject({ type: 'work_photo', reports: [expect.anything()] });
      const seen = await desk('GET', item?.photoUrl ?? '');
      expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/webp']);
      expect((await app.inject({ method: 'GET', url: item?.photoUrl ?? '' })).statusCode).toBe(404);
      const hidden = await desk('POST', `/api/admin/reports/work_photo/${photo.id}/hide`, {
        reason: 'Not their work',
      });
      expect([hidden.statusCode, hidden.json()]).toEqual([200, { hidden: true }]);

      // Off the page, the comparison and its address; the provider still sees it, marked.
      for (const url of [photo.url, photo.thumbUrl])
        expect((await fetch(url)).statusCode).toBe(404);
      expect((await fetch(`/api/providers/${plumber.providerId}`)).json().workPhotos).toEqual([]);
      const mine = (await fetch('/api/providers/me/work-photos', plumber)).json();
      expect(mine.photos).toEqual([expect.objectContaining({ id: photo.id, hidden: true })]);
      expect((await report(visitor, 'Still there?')).statusCode).toBe(404);
      const left = (await desk('GET', '/api/admin/reports')).json<Item[]>();
      expect(left.some((one) => one.id === photo.id)).toBe(false);
      // The reporter's reports go with their account.
      const gone = await app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: visitor.headers,
        payload: { confirmEmail: visitor.email },
      });
      expect(gone.statusCode).toBe(204);
      const reports = await database.db
        .select()
        .from(workPhotoReports)
        .where(eq(workPhotoReports.workPhotoId, photo.id));
      expect(reports).toEqual([]);
    });

    it('exports them, and erases them with the account', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Leaving Plumber');
      const photo = (await add(plumber, await cameraPhoto(300, 200))).json();
      const file = path.join(root, 'work-photos', photo.id);
      expect(fs.existsSync(file)).toBe(true);
      expect((await fetch('/api/users/me/export', plumber)).json().workPhotos).toEqual([
        expect.objectContaining({ id: photo.id, url: photo.url, caption: null }),
      ]);
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: plumber.headers,
        payload: { confirmEmail: plumber.email },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect([fs.existsSync(file), fs.existsSync(`${file}-thumb`)]).toEqual([false, false]);
      expect(await stored(plumber.providerId)).toEqual([]);
      expect((await fetch(photo.url)).statusCode).toBe(404);
    });
  },
  { files: folderStore(root) },
);
