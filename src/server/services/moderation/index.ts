/**
 * Moderation: the reported reviews and messages an admin decides on at the desk. It hides through
 * the reviews' and messages' doors (which record `review_hidden` and `message_hidden`) and closes
 * the reports, which are its own.
 */
export { moderate } from './commands';
export { reportQueue } from './queries';
