import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderStore } from './folder';
import { s3Store } from './s3';
import type { FileStore } from './store';

/** The same behaviour from both backends: the folder, and S3 spoken to a local S3 server. */
function behavesAsAStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it('keeps a file and its type, gives null for a missing one, deletes it', async () => {
      const store = open();
      const key = `documents/p-${crypto.randomUUID()}/f-${crypto.randomUUID()}`;
      const bytes = crypto.randomBytes(100_000);
      await store.put(key, bytes, 'application/pdf');
      const read = await store.get(key);
      expect(read?.contentType).toBe('application/pdf');
      expect(read?.bytes.equals(bytes)).toBe(true);
      expect(await store.get(`${key}-other`)).toBeNull();
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      await store.delete(key); // deleting twice is fine
    });

    it('refuses keys that could leave its root', async () => {
      const store = open();
      for (const key of ['../x', '/etc/passwd', 'a/../../b', 'A B', '', 'a//b']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
          /Invalid storage key/,
        );
      }
    });
  });
}

const folderRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
afterAll(() => fs.rmSync(folderRoot, { recursive: true, force: true }));
behavesAsAStore('folder store', () => folderStore(folderRoot));

// s3rver speaks the S3 protocol on a local port (it does not check signatures: the signing is
// aws4fetch's, used by many; this checks our requests and answers against the protocol).
let s3: S3rver;
let endpoint = '';
const s3Root = fs.mkdtempSync(path.join(os.tmpdir(), 's3-'));
beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Root,
    configureBuckets: [{ name: 'documents-test', configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Root, { recursive: true, force: true });
});
behavesAsAStore('S3 store', () =>
  s3Store({
    bucket: 'documents-test',
    endpoint,
    region: 'af-south-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  }),
);

describe('S3 store errors', () => {
  it('says what failed when the bucket does not exist', async () => {
    const store = s3Store({
      bucket: 'no-such-bucket',
      endpoint,
      region: 'af-south-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(store.put('documents/x', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
      /S3 PUT documents\/x failed: 404/,
    );
  });
});
