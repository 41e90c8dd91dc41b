/**
 * Notifications: what each person is told about the steps of their requests and quotes, in the
 * app and outside it. `messages` (the words), `subscribers` (who is told what, from the domain
 * events), `inbox` (a person's own list, unread count, marking read), `preferences` (channels by
 * topic, WhatsApp consent, unsubscribe links) and `delivery/` (the queue of emails, WhatsApp and
 * push messages, its worker and channels); `push-subscriptions` keeps the browsers that take
 * push messages. Other code uses only this file.
 */
export { listNotifications, markRead, markReadAt, notificationsOf, unreadCount } from './inbox';
export { notifyOnEvents } from './subscribers';
export { getPreferences, optOutByCaller, updatePreferences } from './preferences';
export { unsubscribe } from './unsubscribe-links';
export { confirmWhatsappCode, sendWhatsappCode } from './whatsapp-confirmation';
export { MAILBOX, type Transport } from './delivery/channels';
export { smtpTransport } from './delivery/email';
export { pushTransport } from './delivery/push';
export { subscribeToPush, unsubscribeFromPush, type PushRules } from './push-subscriptions';
export { vapidKeys, vapidSubjectOf, type VapidSource } from './delivery/vapid';
export { authEmulatorMail, mailboxMessages, mailboxPage } from './delivery/mailbox';
export { escapeHtml } from './delivery/email';
export { handleWhatsappWebhook } from './delivery/webhook';
export { validSignature, whatsappTransport, type WhatsappConfig } from './delivery/whatsapp';
export { DeliveryWorker, type DeliveryWorkerOptions } from './delivery/worker';
