import { Link } from 'wouter';
import { Article, listClass, Section } from '../components/article';

const link = 'font-medium text-primary underline';

/** About Khaya: what it is for, how it is fair to both sides, and who it is built for. */
export default function AboutPage() {
  return (
    <Article
      title="About Khaya"
      lead="Khaya puts South African households in touch with local cleaners, plumbers, electricians and gardeners, and lets them compare real prices in rand before anyone comes to the door."
    >
      <Section title="Why we built it">
        <p>
          Finding someone trustworthy for a leaking geyser or a deep clean usually means asking
          around, phoning strangers and waiting for someone to come and look before you hear a
          price. Tradespeople, in turn, pay for leads that go nowhere. Khaya is our answer for both
          sides: describe the job once, get up to five quotes from providers who travel to you,
          compare them side by side, and choose.
        </p>
      </Section>

      <Section title="What we hold ourselves to">
        <ul className={listClass}>
          <li>
            <strong>Prices up front, in rand.</strong> A quote says the price, whether it is fixed
            or an estimate, the call-out fee and whether materials are included.
          </li>
          <li>
            <strong>Five quotes at most per request,</strong> so a customer is not flooded and a
            provider&apos;s effort has a real chance.
          </li>
          <li>
            <strong>Your number stays yours</strong> until you accept a quote: contact details typed
            into messages are hidden before then.
          </li>
          <li>
            <strong>Reviews only from real jobs.</strong> Only the customer of a completed job can
            review the provider, and the provider the customer; neither sees the other&apos;s review
            before writing their own.
          </li>
          <li>
            <strong>Badges checked by a person.</strong> An ID, a proof of address or a trade
            registration earns a badge only after our team has looked at the document.
          </li>
          <li>
            <strong>Light on data.</strong> Pages are built to open quickly on a prepaid phone and a
            weak signal.
          </li>
        </ul>
      </Section>

      <Section title="Who it is for">
        <p>
          Customers anywhere in South Africa who need work done at home, and independent
          tradespeople, small companies and agencies who want steady local work.{' '}
          <Link href="/providers" className={link}>
            Browse providers
          </Link>
          ,{' '}
          <Link href="/request" className={link}>
            request a quote
          </Link>
          , or read{' '}
          <Link href="/for-providers" className={link}>
            what Khaya offers providers
          </Link>
          .
        </p>
      </Section>

      <Section title="Talk to us">
        <p>
          Questions, a job that went wrong, or an idea:{' '}
          <Link href="/contact" className={link}>
            write to us
          </Link>
          . The{' '}
          <Link href="/help" className={link}>
            Help page
          </Link>{' '}
          answers the common questions.
        </p>
      </Section>
    </Article>
  );
}
