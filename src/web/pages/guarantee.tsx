import { Link } from 'wouter';
import { GUARANTEE_RULE } from '../../domain/guarantee';
import { INSPECTION_HOURS } from '../../domain/protected-payment';
import { formatRandOnOneLine } from '../../domain/money';
import { m } from '../../i18n/paraglide/messages.js';
import { Article, listClass, Point, Section } from '../components/article';
import { InSentence, InSentenceParts } from '../components/name-in-sentence';

const link = 'font-medium text-primary underline';
const MAX = formatRandOnOneLine(GUARANTEE_RULE.maxRand);
const DAYS = GUARANTEE_RULE.claimDays;

/** The Khaya Guarantee's terms in plain words: what it covers, for which jobs, and how to claim. */
export default function GuaranteePage() {
  return (
    <Article title={m.gua_title()} lead={m.gua_lead({ max: MAX })}>
      <Section title={m.gua_which_title()}>
        <ul className={listClass}>
          <li>{m.gua_which_paid({ hours: INSPECTION_HOURS })}</li>
          <li>{m.gua_which_direct()}</li>
        </ul>
      </Section>

      <Section title={m.gua_covers_title()}>
        <ul className={listClass}>
          <Point label={m.gua_covers_poor()} text={m.gua_covers_poor_text()} />
          <Point label={m.gua_covers_damage()} text={m.gua_covers_damage_text()} />
          <li>{m.gua_covers_max({ max: MAX })}</li>
        </ul>
      </Section>

      <Section title={m.gua_not_title()}>
        <ul className={listClass}>
          <li>{m.gua_not_extra()}</li>
          <li>{m.gua_not_wear()}</li>
          <li>{m.gua_not_settled()}</li>
        </ul>
      </Section>

      <Section title={m.gua_held_title()}>
        <p>{m.gua_held_text({ hours: INSPECTION_HOURS })}</p>
      </Section>

      <Section title={m.gua_claim_title()}>
        <ol className="list-decimal space-y-2 pl-5">
          <li>{m.gua_claim_first()}</li>
          <li>
            <InSentenceParts
              sentence={({ write }) =>
                m.gua_claim_write({ days: DAYS, write, topic: m.ct_topic_job() })
              }
              parts={{
                write: (
                  <Link href="/contact?topic=job" className={link}>
                    {m.gua_claim_write_link()}
                  </Link>
                ),
              }}
            />
          </li>
          <li>{m.gua_claim_decide()}</li>
        </ol>
      </Section>

      <Section title={m.gua_fair_title()}>
        <p>
          <InSentence sentence={(terms) => m.gua_fair_text({ terms })}>
            <Link href="/terms" className={link}>
              {m.gua_fair_terms_link()}
            </Link>
          </InSentence>
        </p>
      </Section>
    </Article>
  );
}
