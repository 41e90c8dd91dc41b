import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_TYPING_KEY, WAITING_MESSAGES_KEY } from '../../lib/storage-keys';
import {
  dropWaiting,
  inThread,
  keepTypedMessage,
  keepWaiting,
  readTypedMessage,
  refuseWaiting,
  waitingMessages,
  type WaitingMessage,
} from './waiting-messages';
import { MemoryStorage } from '../../lib/memory-storage';

const message = (key: string, more: Partial<WaitingMessage> = {}): WaitingMessage => ({
  key,
  uid: 'uid-1',
  requestId: 'request-1',
  providerId: 'provider-1',
  text: `Message ${key}`,
  at: '2026-12-03T14:05:00.000Z',
  ...more,
});

describe('messages waiting for signal', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { localStorage: storage });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('are kept in the order written, each once by its key, and dropped when sent', () => {
    expect(keepWaiting(message('a'))).toBe(true);
    expect(keepWaiting(message('b'))).toBe(true);
    expect(keepWaiting(message('a', { text: 'again' }))).toBe(true);
    expect(waitingMessages().map((one) => [one.key, one.text])).toEqual([
      ['b', 'Message b'],
      ['a', 'again'],
    ]);
    dropWaiting('b');
    dropWaiting('a');
    expect(waitingMessages()).toEqual([]);
    expect(storage.getItem(WAITING_MESSAGES_KEY)).toBeNull();
  });

  it('keep the reason the server refused one, the others untouched', () => {
    keepWaiting(message('a'));
    keepWaiting(message('b'));
    refuseWaiting('a', 'This request is closed.');
    expect(waitingMessages().map((one) => one.problem)).toEqual([
      'This request is closed.',
      undefined,
    ]);
  });

  it("are each thread's own and each person's own", () => {
    keepWaiting(message('a'));
    keepWaiting(message('b', { providerId: 'provider-2' }));
    keepWaiting(message('c', { uid: 'uid-2' }));
    keepWaiting(message('d', { providerId: null }));
    const all = waitingMessages();
    expect(inThread(all, 'uid-1', 'request-1', 'provider-1').map((one) => one.key)).toEqual(['a']);
    expect(inThread(all, 'uid-1', 'request-1', undefined).map((one) => one.key)).toEqual(['d']);
    expect(inThread(all, 'uid-2', 'request-1', 'provider-1').map((one) => one.key)).toEqual(['c']);
    expect(inThread(all, undefined, 'request-1', 'provider-1')).toEqual([]);
  });

  it('say so when the phone cannot keep one, and read nothing from a spoilt store', () => {
    storage.full = true;
    expect(keepWaiting(message('a'))).toBe(false);
    storage.full = false;
    storage.items.set(WAITING_MESSAGES_KEY, '{not json');
    expect(waitingMessages()).toEqual([]);
    storage.items.set(WAITING_MESSAGES_KEY, JSON.stringify([{ key: 'x' }, message('y')]));
    expect(waitingMessages().map((one) => one.key)).toEqual(['y']);
  });
});

describe("what is typed in a thread's box", () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('is kept per thread and removed when emptied', () => {
    keepTypedMessage('request-1', 'provider-1', 'Can you come at 8?');
    keepTypedMessage('request-1', undefined, 'From the provider side');
    expect(readTypedMessage('request-1', 'provider-1')).toBe('Can you come at 8?');
    expect(readTypedMessage('request-1', undefined)).toBe('From the provider side');
    expect(readTypedMessage('request-2', 'provider-1')).toBe('');
    keepTypedMessage('request-1', 'provider-1', '');
    keepTypedMessage('request-1', undefined, '');
    expect(localStorage.getItem(MESSAGE_TYPING_KEY)).toBeNull();
  });
});
