import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { MESSAGE_PHOTO_MESSAGES } from '../../src/domain/messages';
import { REQUEST_PHOTO_MESSAGES } from '../../src/domain/request-photos';
import { messages } from '../../src/server/db/schema';
import { folderStore } from '../../src/server/lib/storage';
import { customer, PLUMBING_REQUEST, postQuote, postRequest, provider } from '../helpers/actors';
import type { Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { multipart } from '../helpers/documents';
import { cameraPhoto } from '../helpers/photos';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'message-photos-'));

/** Issue 46: either side of a thread sends a photo; only the two sides fetch it. */
describeEachDatabase(
  'photos in messages',
  (get) => {
    const send = (actor: Actor, requestId: string, bytes: Buffer | null, fields = {}) => {
      const body = multipart(
        fields,
        bytes ? { bytes, name: 'leak.jpg', type: 'image/jpeg' } : undefined,
      );
      return get().app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/messages/photo`,
        headers: { ...actor.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const fetch = (actor: Actor, url: string) =>
      get().app.inject({ method: 'GET', url, headers: actor.headers });

    /** A plumbing request, a plumber in range who quoted on it, and one who did not. */
    async function job() {
      const { app } = get();
      const asker = await customer(app, 'Thread Customer');
      const plumber = await provider(app, ['plumbing'], {}, 'Thread Plumbing');
      const requestId = await postRequest(app, asker, PLUMBING_REQUEST);
      await postQuote(app, plumber, requestId);
      return { asker, plumber, requestId };
    }

    it('sends a photo either way, kept without its location, seen by the two sides only', async () => {
      const { app } = get();
      const { asker, plumber, requestId } = await job();
      const sent = await send(asker, requestId, await cameraPhoto(4000, 3000), {
        text: 'This is the pipe',
        providerId: plumber.providerId,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const message = sent.json();
      expect(message).toMatchObject({
        from: 'customer',
        text: 'This is the pipe',
        photo: { width: 1600, height: 1200 },
      });
      const url = `/api/quote-requests/${requestId}/messages/${message.id}/photo`;
      for (const side of [asker, plumber]) {
        const full = await fetch(side, url);
        expect(full.statusCode).toBe(200);
        const meta = await sharp(full.rawPayload).metadata();
        expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1600, undefined]);
        const thumb = await fetch(side, `${url}/thumb`);
        expect(thumb.statusCode).toBe(200);
        expect(thumb.rawPayload.length).toBeLessThan(30_000);
      }
      // The plumber answers with a photo alone.
      const answer = await send(plumber, requestId, await cameraPhoto(600, 800));
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toMatchObject({ from: 'provider', text: '', photo: { width: 600 } });
      const thread = await fetch(
        asker,
        `/api/quote-requests/${requestId}/messages?providerId=${plumber.providerId}`,
      );
      const listed = thread.json<{ messages: { photo: unknown }[] }>().messages;
      expect(listed.map((m) => m.photo !== null)).toEqual([true, true]);
      const bell = await fetch(asker, '/api/notifications');
      expect(bell.json()[0]).toMatchObject({ kind: 'new_message', body: 'A photo.' });

      // Anyone else: as if there were nothing there.
      const other = await customer(app, 'Nosy Customer');
      const rival = await provider(app, ['plumbing'], {}, 'Rival Plumbing');
      for (const stranger of [other, rival]) {
        expect((await fetch(stranger, url)).statusCode).toBe(404);
        expect((await fetch(stranger, `${url}/thumb`)).statusCode).toBe(404);
      }
      // The rival, in range, writes in its own thread: it cannot post into the plumber's.
      const intruding = await send(rival, requestId, await cameraPhoto(40, 30), {
        providerId: plumber.providerId,
      });
      expect(intruding.statusCode).toBe(404);
      const elsewhere = `/api/quote-requests/${crypto.randomUUID()}/messages/${message.id}/photo`;
      expect((await fetch(asker, elsewhere)).statusCode).toBe(404);
    });

    it('refuses what is not a photo, too large, no photo or too many words, storing nothing', async () => {
      const { asker, plumber, requestId } = await job();
      const refused = async (bytes: Buffer | null, fields: Record<string, string>) => {
        const response = await send(asker, requestId, bytes, {
          providerId: plumber.providerId,
          ...fields,
        });
        return [response.statusCode, response.json<{ message: string }>().message];
      };
      expect(await refused(Buffer.from('%PDF-1.4 not a photo'), {})).toEqual([
        415,
        REQUEST_PHOTO_MESSAGES.wrongType,
      ]);
      expect(await refused(Buffer.alloc(10 * 1024 * 1024 + 1, 1), {})).toEqual([
        413,
        REQUEST_PHOTO_MESSAGES.tooLarge,
      ]);
      expect(await refused(null, { text: 'Where is the photo?' })).toEqual([
        400,
        REQUEST_PHOTO_MESSAGES.noFile,
      ]);
      expect(await refused(await cameraPhoto(40, 30), { text: 'x'.repeat(2001) })).toEqual([
        400,
        MESSAGE_PHOTO_MESSAGES.text,
      ]);
      const noProvider = await send(asker, requestId, await cameraPhoto(40, 30));
      expect(noProvider.statusCode).toBe(400);
      const rows = await get().database.db.select().from(messages);
      expect(rows.filter((row) => row.photoKey?.includes(requestId))).toEqual([]);
      expect(fs.existsSync(path.join(root, 'message-photos', requestId))).toBe(false);
    });

    it('hides a hidden message’s photo and deletes it with its author’s account', async () => {
      const { app } = get();
      const { asker, plumber, requestId } = await job();
      const sent = (
        await send(plumber, requestId, await cameraPhoto(300, 200), { text: 'Before' })
      ).json();
      const [row] = await get().database.db.select().from(messages).where(eq(messages.id, sent.id));
      const file = path.join(root, row?.photoKey ?? 'missing');
      expect(fs.existsSync(file)).toBe(true);
      const url = `/api/quote-requests/${requestId}/messages/${sent.id}/photo`;

      await get()
        .database.db.update(messages)
        .set({ hiddenAt: new Date() })
        .where(eq(messages.id, sent.id));
      expect((await fetch(asker, url)).statusCode).toBe(404);
      await get()
        .database.db.update(messages)
        .set({ hiddenAt: null })
        .where(eq(messages.id, sent.id));
      expect((await fetch(asker, url)).statusCode).toBe(200);

      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: plumber.headers,
        payload: { confirmEmail: plumber.email },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(`${file}-thumb`)).toBe(false);
      expect((await fetch(asker, url)).statusCode).toBe(404);
      const thread = await fetch(
        asker,
        `/api/quote-requests/${requestId}/messages?providerId=${plumber.providerId}`,
      );
      expect(thread.json().messages[0]).toMatchObject({ photo: null });
    });
  },
  { files: folderStore(root) },
);
