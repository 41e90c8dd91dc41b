import type { NotificationTopic } from '../../../domain/schemas/notifications';
import { m } from '../../../i18n/paraglide/messages.js';

/** What each topic is called where people choose (settings, unsubscribe), in this build's language. */
export const TOPIC_NAMES: Record<NotificationTopic, { title: string; text: string }> = {
  leads: { title: m.topic_leads_title(), text: m.topic_leads_text() },
  quotes: { title: m.topic_quotes_title(), text: m.topic_quotes_text() },
  messages: { title: m.msgs_label(), text: m.topic_messages_text() },
  outcomes: { title: m.topic_outcomes_title(), text: m.topic_outcomes_text() },
  jobs: { title: m.topic_jobs_title(), text: m.topic_jobs_text() },
};
