import type { Redis } from 'ioredis';

/**
 * How the instance that wrote a person's live events tells every instance holding that person's
 * streams to read them: in process by default; through Redis pub/sub when REDIS_URL is set
 * (several API instances). It carries only whose events changed: the rows themselves are read
 * from the database, which stays the source of truth.
 */
export interface LiveBus {
  /** Tells every instance that these people have new events. */
  publish(userIds: readonly string[]): Promise<void>;
  /** Calls `listener` when `userId` has new events; returns the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly byUser = new Map<string, Set<() => void>>();

  add(userId: string, listener: () => void): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  notify(userIds: readonly string[]): void {
    for (const userId of userIds) for (const listener of this.byUser.get(userId) ?? []) listener();
  }
}

/** One process: a publish reaches this process's streams only. */
export function inProcessBus(): LiveBus {
  const listeners = new Listeners();
  return {
    publish: async (userIds) => listeners.notify(userIds),
    subscribe: (userId, listener) => listeners.add(userId, listener),
    close: async () => undefined,
  };
}

export const LIVE_CHANNEL = 'khaya:live';

/**
 * Several instances: a publish goes through a Redis channel every instance listens on (its own
 * included). Redis away, a publish still reaches this instance's streams; the others catch up on
 * their streams' next heartbeat, when each reads what it missed.
 */
export function redisBus(redis: Redis, channel = LIVE_CHANNEL): LiveBus {
  const listeners = new Listeners();
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => undefined);
  const ready = subscriber.subscribe(channel).catch(() => undefined);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const userIds = JSON.parse(message) as unknown;
      if (Array.isArray(userIds)) listeners.notify(userIds.filter((id) => typeof id === 'string'));
    } catch {
      // not ours
    }
  });
  return {
    async publish(userIds) {
      if (userIds.length === 0) return;
      try {
        await redis.publish(channel, JSON.stringify(userIds));
      } catch {
        listeners.notify(userIds);
      }
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    async close() {
      await ready;
      subscriber.disconnect();
    },
  };
}
