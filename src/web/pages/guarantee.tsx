import { Link } from 'wouter';
import { GUARANTEE_RULE } from '../../domain/guarantee';
import { INSPECTION_HOURS } from '../../domain/protected-payment';
import { formatRandOnOneLine } from '../../domain/money';
import { Article, listClass, Section } from '../components/article';

const link = 'font-medium text-primary underline';
const MAX = formatRandOnOneLine(GUARANTEE_RULE.maxRand);
const DAYS = GUARANTEE_RULE.claimDays;

/** The Khaya Guarantee's terms in plain words: what it covers, for which jobs, and how to claim. */
export default function GuaranteePage() {
  return (
    <Article
      title="The Khaya Guarantee"
      lead={`When you pay through Khaya, your money is held safely until you accept the work, and if the work turns out poor or damages your home, we pay up to ${MAX} to put it right.`}
    >
      <Section title="Which jobs it covers">
        <ul className={listClass}>
          <li>
            Jobs you paid through Khaya (&lsquo;Pay safely through Khaya&rsquo; when you accepted
            the quote), whose work was accepted, by you or by TradeSafe after {INSPECTION_HOURS}{' '}
            hours.
          </li>
          <li>
            Not jobs paid to the provider directly in cash, by EFT or PayShap: Khaya never sees that
            money. Your rights under the Consumer Protection Act stay whichever way you pay.
          </li>
        </ul>
      </Section>

      <Section title="What it covers">
        <ul className={listClass}>
          <li>
            <strong>Poor workmanship:</strong> the work was not done as quoted, or not to a fair
            standard (a tap that still leaks, a wall painted in streaks), and the provider has not
            put it right.
          </li>
          <li>
            <strong>Damage:</strong> the provider damaged your home or belongings while doing the
            work.
          </li>
          <li>
            Up to {MAX} for one job: the cost of putting it right, never more than was proved.
          </li>
        </ul>
      </Section>

      <Section title="What it does not cover">
        <ul className={listClass}>
          <li>Work you asked for that was not in the accepted quote.</li>
          <li>Wear and tear, or damage that was there before the job.</li>
          <li>A job where you and the provider agreed a settlement between yourselves.</li>
        </ul>
      </Section>

      <Section title="How your money is held">
        <p>
          Khaya does not hold your money. TradeSafe, a licensed South African escrow service, holds
          it from the moment you pay until you accept the work. If the provider asked for a deposit
          for materials (never more than half the total), that part is paid to them as soon as your
          payment is held, and the rest only when you accept. You have {INSPECTION_HOURS} hours
          after the provider marks the work done to accept it or tell us what is wrong.
        </p>
      </Section>

      <Section title="How to claim">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Tell the provider first, in the job&apos;s messages: most problems are put right when
            asked.
          </li>
          <li>
            If they are not, claim within {DAYS} days of the work being accepted:{' '}
            <Link href="/contact?topic=job" className={link}>
              write to us
            </Link>{' '}
            with &lsquo;A job that went wrong&rsquo;, what is wrong, and photos if you have them.
          </li>
          <li>
            We hear both sides, usually within five working days, and tell you both our decision and
            why. What we award is paid into your bank account.
          </li>
        </ol>
      </Section>

      <Section title="Fair to providers">
        <p>
          A provider hears every claim and can answer it, and may offer to put the work right first.
          When we pay a claim, we may recover it from the provider&apos;s later payouts. See the{' '}
          <Link href="/terms" className={link}>
            terms of use
          </Link>{' '}
          for the rest.
        </p>
      </Section>
    </Article>
  );
}
