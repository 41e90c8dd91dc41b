import { Link } from 'wouter';
import { m } from '../../i18n/paraglide/messages.js';
import { Article, listClass as list, Point, Section } from '../components/article';
import { InSentence } from '../components/name-in-sentence';
import { HowLongWeKeepIt, WhatWeKeep } from '../components/privacy-records';

/** The privacy notice (POPIA): plain words, what is actually done. */
export default function PrivacyPage() {
  return (
    <Article title={m.priv_title()} lead={m.priv_lead()}>
      <WhatWeKeep />
      <Section title={m.priv_why_title()}>
        <p>{m.priv_why_text()}</p>
      </Section>

      <Section title={m.priv_who_title()}>
        <ul className={list}>
          <Point label={m.priv_who_near()} text={m.priv_who_near_text()} />
          <Point label={m.priv_who_hired()} text={m.priv_who_hired_text()} />
          <Point label={m.priv_who_everyone()} text={m.priv_who_everyone_text()} />
          <Point label={m.priv_who_admins()} text={m.priv_who_admins_text()} />
          <Point label={m.priv_who_services()} text={m.priv_who_services_text()} />
          <li>
            <strong>{m.priv_who_payfast()}</strong>
            {m.priv_who_payfast_text()}
          </li>
        </ul>
      </Section>

      <HowLongWeKeepIt />
      <Section title={m.priv_rights_title()}>
        <ul className={list}>
          <li>
            <strong>{m.priv_rights_see()}</strong>{' '}
            <InSentence sentence={(settings) => m.priv_rights_see_text({ settings })}>
              <Link href="/settings" className="font-medium text-primary underline">
                {m.menu_settings()}
              </Link>
            </InSentence>
          </li>
          <Point label={m.priv_rights_correct()} text={m.priv_rights_correct_text()} />
          <Point label={m.priv_rights_delete()} text={m.priv_rights_delete_text()} />
          <Point label={m.priv_rights_choose()} text={m.priv_rights_choose_text()} />
          <Point label={m.priv_rights_complain()} text={m.priv_rights_complain_text()} />
        </ul>
      </Section>
    </Article>
  );
}
