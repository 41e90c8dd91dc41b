import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Text sealed with AES-256-GCM under a key from configuration, for what the database must keep
 * but must not be able to show by itself (a provider's bank account number). A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url: tampering with any part fails to open.
 */

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

export class SealError extends Error {}

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function unseal(key: Buffer, value: string): string {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined)
    throw new SealError('Not a sealed value');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealError('The sealed value does not open with this key');
  }
}

/** A key from configuration: 32 bytes as 64 hex characters or base64. Null when it is not one. */
export function parseSealKey(text: string): Buffer | null {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * The embedded set-up's key when configuration gives none: made once and kept beside the data
 * (DATA_DIR/payout-details.key, readable by its owner only). Production sets PAYOUT_DETAILS_KEY.
 */
export async function localSealKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'payout-details.key');
  try {
    const key = parseSealKey((await readFile(file, 'utf8')).trim());
    if (key) return key;
    throw new SealError(`${file} does not hold a 32-byte key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  await chmod(file, 0o600);
  // Another process may have written first: the file decides.
  const kept = parseSealKey((await readFile(file, 'utf8')).trim());
  if (!kept) throw new SealError(`${file} does not hold a 32-byte key`);
  return kept;
}
