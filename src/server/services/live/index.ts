/**
 * Live events: what a person's open pages are told as it happens (`GET /api/events`). `writer`
 * turns domain events into rows of each person's numbered stream, `bus` tells the instances
 * holding their streams (in process, or Redis pub/sub), `streams` serves them as Server-Sent
 * Events with replay from Last-Event-ID.
 */
export { inProcessBus, redisBus, type LiveBus } from './bus';
export { appendLiveEvents, streamLiveEvents } from './writer';
export { LiveStreams, LIVE_EVENTS_KEPT_MS, type LiveStreamOptions } from './streams';
