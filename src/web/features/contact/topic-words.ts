import type { ContactTopic } from '../../../domain/schemas/contact';
import { m } from '../../../i18n/paraglide/messages.js';

/** What a message to Khaya is about, in this build's language (the desk keeps the English). */
export const TOPIC_WORDS: Record<ContactTopic, () => string> = {
  question: m.ct_topic_question,
  job: m.ct_topic_job,
  account: m.ct_topic_account,
  provider: m.ct_topic_provider,
  other: m.ct_topic_other,
};
