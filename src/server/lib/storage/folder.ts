import crypto from 'node:crypto';
import fs_sync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkKey, type FileStore } from './store';

/**
 * Files in a folder (`DATA_DIR/files` under `npm start`). A file is written under a temporary
 * name and renamed, so a reader never sees half of one; its type is kept beside it.
 */
export function folderStore(root: string): FileStore {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'folder',
    async put(key, bytes, contentType) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.writeFile(`${target}.type`, contentType, { mode: 0o600 });
      await fs.rename(temporary, target);
    },
    async get(key) {
      const target = file(key);
      try {
        const [bytes, contentType] = await Promise.all([
          fs.readFile(target),
          fs.readFile(`${target}.type`, 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const target = file(key);
      await fs.rm(target, { force: true });
      await fs.rm(`${target}.type`, { force: true });
    },
  };
}

/** A store in a new temporary folder, and how to remove it (apps without a configured store). */
export function scratchStore(): { store: FileStore; remove: () => void } {
  const root = fs_sync.mkdtempSync(path.join(os.tmpdir(), 'khaya-files-'));
  return {
    store: folderStore(root),
    remove: () => fs_sync.rmSync(root, { recursive: true, force: true }),
  };
}
