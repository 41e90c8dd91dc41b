import { Link } from 'wouter';
import { DISPUTE_OPEN_DAYS } from '../../domain/disputes';
import { GUARANTEE_RULE } from '../../domain/guarantee';
import { formatRandOnOneLine } from '../../domain/money';
import { m } from '../../i18n/paraglide/messages.js';
import { Section } from './article';
import { InSentence } from './name-in-sentence';

const link = 'font-medium text-primary underline';

/** The terms for a job after the accept: price changes, cancellations, no-shows, disputes and reliability (issue 49). */
export function WhenJobsChange() {
  return (
    <>
      <Section title={m.tou_change_title()}>
        <p>{m.tou_change_price()}</p>
        <p>{m.tou_change_no_show()}</p>
        <p>{m.tou_change_held()}</p>
      </Section>
      <Section title={m.tou_reliability_title()}>
        <p>{m.tou_reliability_text()}</p>
      </Section>
      <Section title={m.tou_wrong_title()}>
        <p>
          <InSentence
            sentence={(guarantee) =>
              m.tou_wrong_text({
                days: DISPUTE_OPEN_DAYS,
                guarantee,
                max: formatRandOnOneLine(GUARANTEE_RULE.maxRand),
              })
            }
          >
            <Link href="/guarantee" className={link}>
              {m.footer_guarantee()}
            </Link>
          </InSentence>
        </p>
      </Section>
    </>
  );
}
