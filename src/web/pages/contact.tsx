import { Link } from 'wouter';
import { Article } from '../components/article';
import { ContactForm } from '../features/contact/contact-form';

/** Contact: a form that reaches the admin desk; the answer comes by email. */
export default function ContactPage() {
  return (
    <Article
      title="Contact us"
      lead={
        <>
          Write to the Khaya team: we answer by email, usually within one working day. Many answers
          are already on the{' '}
          <Link href="/help" className="font-medium text-primary underline">
            Help page
          </Link>
          .
        </>
      }
    >
      <ContactForm />
    </Article>
  );
}
