import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSealKey, parseSealKey, seal, unseal } from './sealed';

describe('sealed values', () => {
  it('open only with their key, and not once tampered with', () => {
    const key = parseSealKey('a'.repeat(64));
    const other = parseSealKey('b'.repeat(64));
    if (!key || !other) throw new Error('keys');
    const sealed = seal(key, '62012345678');
    expect(sealed).not.toContain('62012345678');
    expect(seal(key, '62012345678')).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe('62012345678');
    expect(() => unseal(other, sealed)).toThrow('does not open');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => unseal(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(
      'does not open',
    );
    expect(() => unseal(key, 'plain text')).toThrow('Not a sealed value');
    expect(parseSealKey('short')).toBeNull();
  });

  it("makes the embedded set-up's key once, readable by its owner only", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'khaya-seal-'));
    try {
      const first = await localSealKey(path.join(dir, 'data'));
      const again = await localSealKey(path.join(dir, 'data'));
      expect(again.equals(first)).toBe(true);
      const file = path.join(dir, 'data', 'payout-details.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
