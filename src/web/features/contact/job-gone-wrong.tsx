import { Link } from 'wouter';
import { m } from '../../../i18n/paraglide/messages.js';
import { listClass, Point, Section } from '../../components/article';
import { InSentence } from '../../components/name-in-sentence';

/** What to do when a job goes wrong, ending with the way to tell us (Help's section). */
export function JobGoneWrong() {
  return (
    <Section title={m.tou_wrong_title()} id="job-gone-wrong">
      <ul className={listClass}>
        <Point label={m.jgw_talk()} text={m.jgw_talk_text()} />
        <Point label={m.jgw_pay()} text={m.jgw_pay_text()} />
        <Point label={m.jgw_coc()} text={m.jgw_coc_text()} />
        <Point label={m.jgw_report()} text={m.jgw_report_text({ report: m.report_button() })} />
        <Point label={m.jgw_review()} text={m.jgw_review_text()} />
        <Point
          label={m.jgw_tell()}
          text={
            <InSentence sentence={(write) => m.jgw_tell_text({ write })}>
              <Link href="/contact?topic=job" className="font-medium text-primary underline">
                {m.jgw_tell_link()}
              </Link>
            </InSentence>
          }
        />
        <Point label={m.jgw_beyond()} text={m.jgw_beyond_text()} />
      </ul>
    </Section>
  );
}
