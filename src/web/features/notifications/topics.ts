import type { NotificationTopic } from '../../../domain/schemas/notifications';

/** What each topic is called where people choose (settings, unsubscribe). */
export const TOPIC_NAMES: Record<NotificationTopic, { title: string; text: string }> = {
  leads: {
    title: 'New requests near you',
    text: 'Jobs in your services and area (at most one message a quarter hour).',
  },
  quotes: { title: 'Quotes on your requests', text: 'Each new quote, with its price.' },
  messages: {
    title: 'Messages',
    text: 'A new message about a request (once until you have read the conversation).',
  },
  outcomes: {
    title: 'Answers to your quotes',
    text: 'A customer accepts (with their contact details) or declines, and the check of your verification documents. WhatsApp: acceptances only.',
  },
  jobs: { title: 'Jobs completed', text: 'When a job is marked completed.' },
};
