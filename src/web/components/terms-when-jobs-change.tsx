import { Link } from 'wouter';
import { DISPUTE_OPEN_DAYS } from '../../domain/disputes';
import { GUARANTEE_RULE } from '../../domain/guarantee';
import { Section } from './article';

const link = 'font-medium text-primary underline';

/** The terms for a job after the accept: price changes, cancellations, no-shows, disputes and reliability (issue 49). */
export function WhenJobsChange() {
  return (
    <>
      <Section title="Price changes and cancellations">
        <p>
          A provider may not charge more than the accepted price without the customer&apos;s new
          consent: it asks for a price change on the job&apos;s page, with a reason, and on a job
          paid through Khaya the customer pays the agreed extra into escrow before it counts. Either
          side may cancel a booked visit, saying why. A customer&apos;s cancellation is free more
          than 24 hours before the visit; later, the provider may charge the fee it set, at most its
          call-out fee or R300, and nothing for illness, a death or a hospital stay. A
          provider&apos;s cancellation costs the customer nothing, its fee for the hire is given
          back, and the customer may pick another quote still valid.
        </p>
        <p>
          From 30 minutes after a visit&apos;s start, either side may report that the other did not
          come. The other side has 24 hours to confirm it or say what happened; confirmed, or not
          answered in time, it counts as that side&apos;s cancellation: a provider who did not come
          costs the customer nothing, and a customer who was not there owes the provider its
          call-out fee.
        </p>
        <p>
          On a job paid through Khaya, a cancellation fee or a call-out fee owed this way is paid to
          the provider from the money TradeSafe holds (Khaya&apos;s fee for the hire comes off it)
          and the rest goes back to the customer; a fee no larger than Khaya&apos;s fee is owed
          directly instead, and all the money held goes back.
        </p>
      </Section>
      <Section title="Reliability">
        <p>
          After five booked jobs, a provider&apos;s page shows how many of its booked jobs it
          completed and how many it started on time; a customer&apos;s cancellations and no-shows do
          not count against it. A provider that completed fewer than 80 % of its last 20 booked jobs
          is told; below 60 % it gets no new leads and cannot quote until Khaya reviews its account.
          Khaya may suspend a provider, with a reason it reads, after a dispute or reports of unsafe
          or dishonest work. Providers see how many booked visits a customer cancelled in the last
          year before they quote.
        </p>
      </Section>
      <Section title="When a job goes wrong">
        <p>
          Either side may raise a problem with done work on the job&apos;s page, within{' '}
          {DISPUTE_OPEN_DAYS} days. The two then have 48 hours to settle it, with an offer of a
          partial refund the other may accept; after that, or sooner if either asks, Khaya decides
          within 7 days, with a reason both read: a full, partial or no refund. On a job paid
          through Khaya the money stays held by TradeSafe until then and moves as agreed or decided;
          on a job paid directly, the provider refunds the customer directly. Work already paid out
          through Khaya is covered by the{' '}
          <Link href="/guarantee" className={link}>
            Khaya Guarantee
          </Link>{' '}
          (up to R{GUARANTEE_RULE.maxRand.toLocaleString('en-ZA')}), which Khaya pays from its own
          money. Khaya may warn a provider whose work it finds poor.
        </p>
      </Section>
    </>
  );
}
