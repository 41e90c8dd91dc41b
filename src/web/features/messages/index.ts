/** The messages feature's surface for other features (they import nothing else of it). */
export { addToThread, messageKeys } from './api';
export { RequestMessagesLink } from './unread-link';
