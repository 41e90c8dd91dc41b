import { Link } from 'wouter';
import { listClass, Section } from '../../components/article';

/** What to do when a job goes wrong, ending with the way to tell us (Help's section). */
export function JobGoneWrong() {
  return (
    <Section title="When a job goes wrong" id="job-gone-wrong">
      <ul className={listClass}>
        <li>
          <strong>Talk first.</strong> Most problems (a late arrival, a missed spot) are sorted by a
          message on the request&apos;s page. Keep it there, so there is a record.
        </li>
        <li>
          <strong>Do not pay more than you agreed</strong> without a new price in writing. A
          quote&apos;s price, call-out fee and materials are on the request&apos;s page.
        </li>
        <li>
          <strong>Electrical and plumbing work:</strong> ask for the Certificate of Compliance where
          the work needs one.
        </li>
        <li>
          <strong>Report abuse.</strong> Use &lsquo;Report&rsquo; on a message or review that is
          threatening, abusive or asks you to pay outside what you agreed.
        </li>
        <li>
          <strong>Review honestly.</strong> Once the job is complete, your review tells the next
          customer what to expect.
        </li>
        <li>
          <strong>Tell us.</strong>{' '}
          <Link href="/contact?topic=job" className="font-medium text-primary underline">
            Write to us about the job
          </Link>{' '}
          and say which request it was: we read every message and can hide reviews, check badges and
          remove providers who break the rules.
        </li>
        <li>
          <strong>Beyond Khaya:</strong> the Consumer Goods and Services Ombud (CGSO) takes
          complaints about services in South Africa. If you are in danger, call 10111.
        </li>
      </ul>
    </Section>
  );
}
