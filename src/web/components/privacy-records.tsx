import { m } from '../../i18n/paraglide/messages.js';
import { listClass as list, Point, Section } from './article';

/** The privacy notice's account of what Khaya keeps about a person (src/web/pages/privacy.tsx). */
export function WhatWeKeep() {
  return (
    <Section title={m.priv_keep_title()}>
      <ul className={list}>
        <Point label={m.priv_keep_account()} text={m.priv_keep_account_text()} />
        <Point label={m.priv_keep_requests()} text={m.priv_keep_requests_text()} />
        <Point label={m.priv_keep_provider()} text={m.priv_keep_provider_text()} />
        <Point label={m.priv_keep_written()} text={m.priv_keep_written_text()} />
        <Point label={m.priv_keep_changes()} text={m.priv_keep_changes_text()} />
        <Point label={m.priv_keep_notifications()} text={m.priv_keep_notifications_text()} />
      </ul>
      <p>{m.priv_keep_password()}</p>
    </Section>
  );
}

/** The privacy notice's retention periods: how long each kind of record is kept. */
export function HowLongWeKeepIt() {
  return (
    <Section title={m.priv_long_title()}>
      <ul className={list}>
        <li>{m.priv_long_account()}</li>
        <li>{m.priv_long_messages()}</li>
        <li>{m.priv_long_documents()}</li>
        <li>{m.priv_long_credit()}</li>
        <li>{m.priv_long_changes()}</li>
        <li>{m.priv_long_live()}</li>
        <li>{m.priv_long_contact()}</li>
        <li>{m.priv_long_deleted()}</li>
      </ul>
    </Section>
  );
}
