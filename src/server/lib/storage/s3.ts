import { AwsClient } from 'aws4fetch';
import { checkKey, type FileStore } from './store';

export interface S3Options {
  bucket: string;
  /** The service's address: https://s3.af-south-1.amazonaws.com, an R2 or MinIO endpoint. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Any S3-compatible store (AWS S3 in Cape Town, Cloudflare R2, MinIO...), addressed path-style
 * (`endpoint/bucket/key`), requests signed with Signature V4 by aws4fetch. Objects are private:
 * nothing here makes one public or hands out a link.
 */
export function s3Store(options: S3Options): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const url = (key: string) => `${base}/${checkKey(key)}`;
  const fail = async (response: Response, what: string) => {
    const text = (await response.text()).slice(0, 300);
    return new Error(`S3 ${what} failed: ${response.status} ${text}`);
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(url(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, 'content-length': String(bytes.length) },
      });
      if (!response.ok) throw await fail(response, `PUT ${key}`);
    },
    async get(key) {
      const response = await client.fetch(url(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail(response, `GET ${key}`);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw await fail(response, `DELETE ${key}`);
    },
  };
}
