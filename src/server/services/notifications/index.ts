/**
 * Notifications: what each person is told in the app about the steps of their requests and
 * quotes. `messages` (the words), `subscribers` (who is told what, from the domain events) and
 * `inbox` (a person's own list, unread count, marking read). Other code uses only this file.
 */
export { listNotifications, markRead, notificationsOf, unreadCount } from './inbox';
export { notifyOnEvents } from './subscribers';
