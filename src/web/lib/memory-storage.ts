/**
 * A Storage in memory, for unit tests that run in Node without a browser's: `full` refuses
 * writes as a full browser storage does.
 */
export class MemoryStorage {
  items = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
