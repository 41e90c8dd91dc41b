import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_DRAFT_KEY, REQUEST_TYPING_KEY } from '../../lib/storage-keys';
import { NO_ANSWERS, type RequestFormValues } from './request-body';
import {
  clearRequestDraft,
  clearTypedRequest,
  keepTypedRequest,
  readRequestDraft,
  readTypedRequest,
  saveRequestDraft,
} from './request-draft';
import { MemoryStorage } from '../../lib/memory-storage';

const VALUES: RequestFormValues = {
  serviceType: 'plumbing',
  description: 'The geyser leaks.',
  place: {
    id: 'za-1',
    name: 'Claremont',
    formattedAddress: 'Claremont, City of Cape Town, Western Cape, South Africa',
    latitude: -33.98,
    longitude: 18.46,
  },
  whenKind: 'soon',
  dates: [{ date: '', window: 'any' }],
  cleaningType: 'indoor',
  rooms: [],
  outdoorTasks: [],
  items: [],
  answers: NO_ANSWERS,
  budget: '',
};

describe('the request a visitor described before signing in', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { localStorage: storage });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('is kept with its own key and the provider asked, and read back', () => {
    saveRequestDraft(VALUES, '0b4e6f1a-1111-4222-8333-444455556666');
    const draft = readRequestDraft();
    expect(draft?.values).toEqual(VALUES);
    expect(draft?.askedProviderId).toBe('0b4e6f1a-1111-4222-8333-444455556666');
    expect(draft?.key).toMatch(/^[0-9a-f]{32}$/);
    // A second save is a new draft with a new key: the first was never sent.
    saveRequestDraft(VALUES, null);
    expect(readRequestDraft()?.key).not.toBe(draft?.key);
  });

  it('kept for want of signal, keeps the key its first try went with', () => {
    saveRequestDraft(VALUES, null, { key: 'first-try-key' });
    expect(readRequestDraft()).toMatchObject({ key: 'first-try-key', waiting: true });
    saveRequestDraft(VALUES, null);
    expect(readRequestDraft()?.waiting).toBeUndefined();
  });

  it('being typed is kept apart from a draft to send, and an empty form keeps nothing', () => {
    keepTypedRequest(VALUES);
    expect(readTypedRequest()).toEqual(VALUES);
    expect(readRequestDraft()).toBeNull();
    const savedAt = (JSON.parse(storage.getItem(REQUEST_TYPING_KEY) ?? '{}') as { savedAt: number })
      .savedAt;
    expect(readTypedRequest(savedAt + 24 * 3600_000)).toBeNull();
    expect(storage.getItem(REQUEST_TYPING_KEY)).toBeNull();

    keepTypedRequest(VALUES);
    keepTypedRequest({ ...VALUES, description: '  ', place: null });
    expect(storage.getItem(REQUEST_TYPING_KEY)).toBeNull();
    keepTypedRequest({ ...VALUES, place: null });
    expect(readTypedRequest()?.description).toBe('The geyser leaks.');
    clearTypedRequest();
    expect(readTypedRequest()).toBeNull();
  });

  it('is forgotten after a day, when unreadable, or when cleared', () => {
    saveRequestDraft(VALUES, null);
    const savedAt = readRequestDraft()?.savedAt ?? 0;
    expect(readRequestDraft(savedAt + 23 * 3600_000)).not.toBeNull();
    expect(readRequestDraft(savedAt + 24 * 3600_000)).toBeNull();
    expect(storage.getItem(REQUEST_DRAFT_KEY)).toBeNull();

    for (const text of ['{', '"a string"', JSON.stringify({ values: { serviceType: 1 } })]) {
      storage.setItem(REQUEST_DRAFT_KEY, text);
      expect(readRequestDraft(), text).toBeNull();
      expect(storage.getItem(REQUEST_DRAFT_KEY)).toBeNull();
    }

    saveRequestDraft(VALUES, null);
    clearRequestDraft();
    expect(readRequestDraft()).toBeNull();
  });

  it('does not break the form when storage refuses it', () => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
        removeItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(() => saveRequestDraft(VALUES, null)).not.toThrow();
    expect(readRequestDraft()).toBeNull();
  });
});
