import { Link } from 'wouter';
import { m } from '../../i18n/paraglide/messages.js';
import { Article, listClass, PageContents, Section } from '../components/article';
import { InSentence, InSentenceParts } from '../components/name-in-sentence';
import { JobGoneWrong } from '../features/contact/job-gone-wrong';

const link = 'font-medium text-primary underline';

/** Help: how quotes, reviews, verification and privacy work, and what to do when a job goes wrong. */
export default function HelpPage() {
  return (
    <Article title={m.footer_help()} lead={m.hlp_lead()}>
      <PageContents
        links={[
          ['#quotes', m.hlp_nav_quotes()],
          ['#reviews', m.hlp_nav_reviews()],
          ['#verification', m.hlp_nav_verification()],
          ['#privacy', m.hlp_nav_privacy()],
          ['#job-gone-wrong', m.hlp_nav_wrong()],
          ['#providers', m.hlp_nav_providers()],
        ]}
      />

      <Section title={m.hlp_quotes_title()} id="quotes">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            <InSentence sentence={(part) => m.hlp_quotes_request({ link: part })}>
              <Link href="/request" className={link}>
                {m.title_request()}
              </Link>
            </InSentence>
          </li>
          <li>{m.hlp_quotes_see()}</li>
          <li>{m.hlp_quotes_compare()}</li>
          <li>{m.hlp_quotes_accept()}</li>
          <li>{m.hlp_quotes_complete()}</li>
        </ol>
      </Section>

      <Section title={m.hlp_reviews_title()} id="reviews">
        <ul className={listClass}>
          <li>{m.hlp_reviews_only()}</li>
          <li>{m.hlp_reviews_blind()}</li>
          <li>{m.hlp_reviews_reply()}</li>
        </ul>
      </Section>

      <Section title={m.hlp_verification_title()} id="verification">
        <p>{m.hlp_verification_text()}</p>
      </Section>

      <Section title={m.hlp_privacy_title()} id="privacy">
        <p>
          <InSentence sentence={(privacy) => m.hlp_privacy_text({ privacy })}>
            <Link href="/privacy" className={link}>
              {m.hlp_privacy_link()}
            </Link>
          </InSentence>
        </p>
      </Section>

      <JobGoneWrong />

      <Section title={m.hlp_providers_title()} id="providers">
        <ul className={listClass}>
          <li>{m.hlp_providers_set()}</li>
          <li>{m.hlp_providers_fast()}</li>
          <li>{m.hlp_providers_clear()}</li>
          <li>
            <InSentenceParts
              sentence={(marks) => m.hlp_providers_documents(marks)}
              parts={{
                verification: (
                  <Link href="/provider/verification" className={link}>
                    {m.vf_title()}
                  </Link>
                ),
                offers: (
                  <Link href="/for-providers" className={link}>
                    {m.hlp_providers_offers_link()}
                  </Link>
                ),
              }}
            />
          </li>
        </ul>
      </Section>
    </Article>
  );
}
