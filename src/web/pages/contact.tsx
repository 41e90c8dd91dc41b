import { Link } from 'wouter';
import { m } from '../../i18n/paraglide/messages.js';
import { Article } from '../components/article';
import { InSentence } from '../components/name-in-sentence';
import { ContactForm } from '../features/contact/contact-form';

/** Contact: a form that reaches the admin desk; the answer comes by email. */
export default function ContactPage() {
  return (
    <Article
      title={m.ct_title()}
      lead={
        <InSentence sentence={(help) => m.ct_lead({ help })}>
          <Link href="/help" className="font-medium text-primary underline">
            {m.ct_help_link()}
          </Link>
        </InSentence>
      }
    >
      <ContactForm />
    </Article>
  );
}
