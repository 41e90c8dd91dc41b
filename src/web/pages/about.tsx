import { Link } from 'wouter';
import { m } from '../../i18n/paraglide/messages.js';
import { Article, listClass, Point, Section } from '../components/article';
import { InSentenceParts } from '../components/name-in-sentence';

const link = 'font-medium text-primary underline';

/** About Khaya: what it is for, how it is fair to both sides, and who it is built for. */
export default function AboutPage() {
  return (
    <Article title={m.abt_title()} lead={m.abt_lead()}>
      <Section title={m.abt_why_title()}>
        <p>{m.abt_why_text()}</p>
      </Section>

      <Section title={m.abt_hold_title()}>
        <ul className={listClass}>
          <Point label={m.abt_hold_prices()} text={m.abt_hold_prices_text()} />
          <Point label={m.abt_hold_five()} text={m.abt_hold_five_text()} />
          <Point label={m.abt_hold_number()} text={m.abt_hold_number_text()} />
          <Point label={m.abt_hold_reviews()} text={m.abt_hold_reviews_text()} />
          <Point label={m.abt_hold_badges()} text={m.abt_hold_badges_text()} />
          <Point label={m.abt_hold_data()} text={m.abt_hold_data_text()} />
        </ul>
      </Section>

      <Section title={m.abt_who_title()}>
        <p>
          {m.abt_who_text()}{' '}
          <InSentenceParts
            sentence={(marks) => m.abt_who_links(marks)}
            parts={{
              browse: (
                <Link href="/providers" className={link}>
                  {m.abt_who_browse()}
                </Link>
              ),
              ask: (
                <Link href="/request" className={link}>
                  {m.abt_who_request()}
                </Link>
              ),
              offers: (
                <Link href="/for-providers" className={link}>
                  {m.hlp_providers_offers_link()}
                </Link>
              ),
            }}
          />
        </p>
      </Section>

      <Section title={m.abt_talk_title()}>
        <p>
          <InSentenceParts
            sentence={(marks) => m.abt_talk_text(marks)}
            parts={{
              write: (
                <Link href="/contact" className={link}>
                  {m.abt_talk_write()}
                </Link>
              ),
              help: (
                <Link href="/help" className={link}>
                  {m.abt_talk_help()}
                </Link>
              ),
            }}
          />
        </p>
      </Section>
    </Article>
  );
}
