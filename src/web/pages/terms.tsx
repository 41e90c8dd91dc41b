import { FEE_RULE } from '../../domain/fees';
import { formatRand } from '../../domain/money';
import { Link } from 'wouter';
import { Article, listClass, Section } from '../components/article';
import { WhenJobsChange } from '../components/terms-when-jobs-change';

const link = 'font-medium text-primary underline';

/** The terms of use: plain words, what Khaya does and does not do, and what it asks of people. */
export default function TermsPage() {
  return (
    <Article
      title="Terms of use"
      lead="The rules for using Khaya, in plain words. By creating an account you agree to them. Last changed 28 November 2026."
    >
      <Section title="What Khaya is">
        <p>
          Khaya is a marketplace: it puts customers who need work done at home in touch with
          providers who do it, and lets them compare quotes. Khaya does not do the work, employ the
          providers or set their prices. When a customer accepts a quote, the agreement for the work
          is between the customer and the provider.
        </p>
      </Section>

      <Section title="What it costs">
        <p>
          Requesting quotes is free for customers. Seeing requests and quoting are free for
          providers. Khaya charges a provider only when a customer accepts its quote: a fee of{' '}
          {FEE_RULE.percent}% of the accepted price, at least {formatRand(FEE_RULE.minimumRand)} and
          at most {formatRand(FEE_RULE.maximumRand)}, VAT included, never more than the job. A
          provider&apos;s first {FEE_RULE.freeHires} hires are free. Every fee is on the
          provider&apos;s statement and its monthly tax invoice.
        </p>
        <p>
          Fees come off Khaya credit, which a provider buys in advance (R100 to R5 000 at a time,
          paid through PayFast). Khaya credit pays for Khaya&apos;s service only: it is not money
          held for you, has no cash value, is valid for three years from the day you buy it and is
          refunded only as the law requires. A customer is never held up by a provider&apos;s
          credit: below zero after a fee, the provider cannot send new quotes until it tops up. A
          fee is given back when the hire does not happen (an instant booking the cleaner declines
          in time, a duplicate request), with the reason on the statement.
        </p>
      </Section>

      <Section title="Paying through Khaya">
        <p>
          A customer may pay a provider directly, or through Khaya when accepting a quote. Paid
          through Khaya, the money is held by TradeSafe, a licensed escrow service (Khaya never
          holds it), until the customer accepts the work; a deposit for materials of at most half
          the total is paid out once the money is held. Khaya&apos;s fee is then taken from the
          provider&apos;s payout instead of its credit. Such jobs are covered by the{' '}
          <Link href="/guarantee" className={link}>
            Khaya Guarantee
          </Link>
          .
        </p>
      </Section>

      <WhenJobsChange />

      <Section title="Your account">
        <ul className={listClass}>
          <li>You must be 18 or older, and give your real name and details.</li>
          <li>Keep your password to yourself; you are responsible for what is done with it.</li>
          <li>
            You may delete your account at any time in Settings. What happens to your information is
            in the{' '}
            <Link href="/privacy" className={link}>
              privacy notice
            </Link>
            .
          </li>
        </ul>
      </Section>

      <Section title="Customers">
        <ul className={listClass}>
          <li>Describe the job truthfully, and request only work you intend to have done.</li>
          <li>
            Accepting a quote is an agreement to let the provider do the work at that price. Agree
            any change of price with the provider in writing before the work is done.
          </li>
          <li>Review only what happened on the job.</li>
        </ul>
      </Section>

      <Section title="Providers">
        <ul className={listClass}>
          <li>
            Quote only for work you are able and allowed to do, and hold the registrations the law
            asks of your trade (for example a registration with the Department of Employment and
            Labour for electrical installation work, and a Certificate of Compliance where the work
            needs one).
          </li>
          <li>
            Documents you send for verification must be your own and genuine; a false document ends
            your account.
          </li>
          <li>
            Do the work as quoted, turn up when agreed, and treat customers&apos; homes with care.
          </li>
        </ul>
      </Section>

      <Section title="Everyone">
        <ul className={listClass}>
          <li>
            Do not share contact details in messages before a quote is accepted, and do not ask
            anyone to pay outside what was agreed.
          </li>
          <li>No abuse, threats, discrimination, spam or fake reviews.</li>
          <li>
            We may hide a message or review, remove a badge, or close an account that breaks these
            rules, and we say why.
          </li>
        </ul>
      </Section>

      <Section title="Our responsibility">
        <p>
          We check the documents providers send and show what was checked, but we cannot promise how
          any job will turn out. Nothing in these terms takes away the rights the Consumer
          Protection Act gives you. If a job goes wrong, the{' '}
          <Link href="/help#job-gone-wrong" className={link}>
            Help page
          </Link>{' '}
          says what to do, and you can{' '}
          <Link href="/contact?topic=job" className={link}>
            write to us
          </Link>
          .
        </p>
      </Section>

      <Section title="The law">
        <p>These terms are governed by the law of the Republic of South Africa.</p>
      </Section>
    </Article>
  );
}
