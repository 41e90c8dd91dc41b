import { Link } from 'wouter';
import { Article, listClass, PageContents, Section } from '../components/article';
import { JobGoneWrong } from '../features/contact/job-gone-wrong';

const link = 'font-medium text-primary underline';

/** Help: how quotes, reviews, verification and privacy work, and what to do when a job goes wrong. */
export default function HelpPage() {
  return (
    <Article
      title="Help"
      lead="How Khaya works, step by step, and what to do when something goes wrong."
    >
      <PageContents
        links={[
          ['#quotes', 'Quotes'],
          ['#reviews', 'Reviews'],
          ['#verification', 'Verification'],
          ['#privacy', 'Privacy'],
          ['#job-gone-wrong', 'When a job goes wrong'],
          ['#providers', 'For providers'],
        ]}
      />

      <Section title="How quotes work" id="quotes">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            <Link href="/request" className={link}>
              Request a service
            </Link>
            : choose the service, describe the job, give your address and say when.
          </li>
          <li>
            Providers who offer that service and travel to your suburb see the request (your first
            name and suburb, never your address or number) and send a price in rand. Five quotes at
            most: then the request stops taking more.
          </li>
          <li>
            Compare the quotes side by side on your request&apos;s page: the price, fixed or an
            estimate, the call-out fee, whether materials are included, when they can start, and
            each provider&apos;s rating, badges and response time. Ask questions in messages.
          </li>
          <li>
            Accept one: that provider gets your name, phone and address and you get theirs; the
            other quotes are declined and their providers are told.
          </li>
          <li>When the work is done, mark the request complete.</li>
        </ol>
      </Section>

      <Section title="How reviews work" id="reviews">
        <ul className={listClass}>
          <li>
            Only a completed job can be reviewed: the customer reviews the provider, and the
            provider the customer.
          </li>
          <li>
            Each side writes without seeing the other&apos;s review. Both appear once both are
            written, or 14 days after the job was completed.
          </li>
          <li>
            A provider may reply once, in public. Anyone may report a review that is abusive or not
            about the job; our team reads every report.
          </li>
        </ul>
      </Section>

      <Section title="How verification works" id="verification">
        <p>
          Providers send documents from their dashboard: an ID, a proof of address, and for their
          trade a registration (an electrical registration with the Department of Employment and
          Labour, a PIRB plumbing registration) or a company&apos;s CIPC registration. A person on
          our team checks each one. Badges on a profile show what was checked; a badge never comes
          from what a provider typed about themselves.
        </p>
      </Section>

      <Section title="Your privacy" id="privacy">
        <p>
          Your address, phone and email go only to the provider whose quote you accept. Phone
          numbers, emails and links typed into messages are hidden until then. You can download
          everything we keep about you, or delete your account, in Settings. The{' '}
          <Link href="/privacy" className={link}>
            privacy notice
          </Link>{' '}
          says the rest.
        </p>
      </Section>

      <JobGoneWrong />

      <Section title="For providers" id="providers">
        <ul className={listClass}>
          <li>
            Set your services, hourly rate and how far you travel; you see every open request in
            your services within that distance, and are told when a new one arrives.
          </li>
          <li>
            Each request takes five quotes at most, and its card shows how many places are taken:
            answer quickly. Your response time shows on your profile.
          </li>
          <li>
            Quote clearly: fixed price or estimate, call-out fee, materials, when you can start. You
            can change a quote until the customer decides, or withdraw it.
          </li>
          <li>
            Send your documents for badges from{' '}
            <Link href="/provider/verification" className={link}>
              Verification
            </Link>
            . Read{' '}
            <Link href="/for-providers" className={link}>
              what Khaya offers providers
            </Link>
            .
          </li>
        </ul>
      </Section>
    </Article>
  );
}
