/**
 * Where uploaded files live. Documents are never public: the API reads them for their owner and
 * admins. Keys are made by the server (`documents/<provider>/<uuid>`), never taken from a request.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  /** `folder` or `s3`, for the start-up banner. */
  readonly kind: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file; deleting a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** Refuses a key that could leave the store's root ("..", absolute paths, odd characters). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
