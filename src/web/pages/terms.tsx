import { FEE_RULE } from '../../domain/fees';
import { formatRand } from '../../domain/money';
import { Link } from 'wouter';
import { m } from '../../i18n/paraglide/messages.js';
import { Article, listClass, Section } from '../components/article';
import { InSentence, InSentenceParts } from '../components/name-in-sentence';
import { WhenJobsChange } from '../components/terms-when-jobs-change';
import { LOCALE } from '../lib/locale';

const link = 'font-medium text-primary underline';

/** The terms of use: plain words, what Khaya does and does not do, and what it asks of people. */
export default function TermsPage() {
  return (
    <Article title={m.tou_title()} lead={m.tou_lead()}>
      {LOCALE === 'en-ZA' ? null : (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">{m.tou_translation()}</p>
      )}
      <Section title={m.tou_what_title()}>
        <p>{m.tou_what_text()}</p>
      </Section>

      <Section title={m.tou_cost_title()}>
        <p>
          {m.tou_cost_text({
            percent: FEE_RULE.percent,
            minimum: formatRand(FEE_RULE.minimumRand),
            maximum: formatRand(FEE_RULE.maximumRand),
            freeHires: FEE_RULE.freeHires,
          })}
        </p>
        <p>{m.tou_credit_text()}</p>
      </Section>

      <Section title={m.tou_pay_title()}>
        <p>
          <InSentence sentence={(guarantee) => m.tou_pay_text({ guarantee })}>
            <Link href="/guarantee" className={link}>
              {m.footer_guarantee()}
            </Link>
          </InSentence>
        </p>
      </Section>

      <WhenJobsChange />

      <Section title={m.tou_account_title()}>
        <ul className={listClass}>
          <li>{m.tou_account_age()}</li>
          <li>{m.tou_account_password()}</li>
          <li>
            <InSentence sentence={(privacy) => m.tou_account_delete({ privacy })}>
              <Link href="/privacy" className={link}>
                {m.tou_account_privacy_link()}
              </Link>
            </InSentence>
          </li>
        </ul>
      </Section>

      <Section title={m.tou_customers_title()}>
        <ul className={listClass}>
          <li>{m.tou_customers_truth()}</li>
          <li>{m.tou_customers_accept()}</li>
          <li>{m.tou_customers_review()}</li>
        </ul>
      </Section>

      <Section title={m.tou_providers_title()}>
        <ul className={listClass}>
          <li>{m.tou_providers_able()}</li>
          <li>{m.tou_providers_documents()}</li>
          <li>{m.tou_providers_work()}</li>
        </ul>
      </Section>

      <Section title={m.tou_everyone_title()}>
        <ul className={listClass}>
          <li>{m.tou_everyone_contact()}</li>
          <li>{m.tou_everyone_abuse()}</li>
          <li>{m.tou_everyone_hide()}</li>
        </ul>
      </Section>

      <Section title={m.tou_ours_title()}>
        <p>
          {m.tou_ours_text()}{' '}
          <InSentenceParts
            sentence={(marks) => m.tou_ours_help(marks)}
            parts={{
              help: (
                <Link href="/help#job-gone-wrong" className={link}>
                  {m.tou_ours_help_link()}
                </Link>
              ),
              write: (
                <Link href="/contact?topic=job" className={link}>
                  {m.tou_ours_write_link()}
                </Link>
              ),
            }}
          />
        </p>
      </Section>

      <Section title={m.tou_law_title()}>
        <p>{m.tou_law_text()}</p>
      </Section>
    </Article>
  );
}
