import { listClass as list, Section } from './article';

/** The privacy notice's account of what Khaya keeps about a person (src/web/pages/privacy.tsx). */
export function WhatWeKeep() {
  return (
    <Section title="What we keep">
      <ul className={list}>
        <li>
          <strong>Your account:</strong> your name, email address, phone number (if you give one)
          and whether you offer services.
        </li>
        <li>
          <strong>Your requests:</strong> the service, what you describe, the address, when you
          would like it done, and the quotes you receive and decide on.
        </li>
        <li>
          <strong>If you are a provider:</strong> your profile (business name, bio, services, rates,
          area), your quotes, and the documents you send to be verified (an ID, proof of address,
          registrations), and your Khaya credit: top-ups, the fees for your hires, your statement
          and invoices. Card and bank details stay with PayFast: we never see them.
        </li>
        <li>
          <strong>What you write:</strong> messages about a request, reviews, reports of a message
          or review, and messages you send us with the Contact form.
        </li>
        <li>
          <strong>When a job changes:</strong> a price change the provider asked for after you
          accepted and your answer, a cancelled visit (who cancelled, the reason and note, how much
          notice, any fee), a no-show either side reported (the note, the other side&apos;s answer
          and when), and a dispute about a job (what went wrong in your words, the offers to settle,
          Khaya&apos;s decision and its reason, and any warning to the provider). For a provider,
          its completion and on-time rates worked out from these, its standing (warned, paused,
          suspended) and an admin&apos;s reason for a suspension.
        </li>
        <li>
          <strong>Notifications</strong> we sent you, whether each email or WhatsApp message was
          delivered, your choices of channel, and when you agreed to WhatsApp messages.
        </li>
      </ul>
      <p>We do not keep your password: Firebase, our sign-in service, checks it.</p>
    </Section>
  );
}

/** The privacy notice's retention periods: how long each kind of record is kept. */
export function HowLongWeKeepIt() {
  return (
    <Section title="How long">
      <ul className={list}>
        <li>Your account, profile, requests and quotes: while you have an account.</li>
        <li>
          Messages about a job: a year after the job is finished (completed or closed), then their
          words are erased.
        </li>
        <li>
          The files of verification documents: 30 days after an admin decides on them. The decision
          and a registration number stay on your profile.
        </li>
        <li>
          Khaya credit (top-ups, fees, statements and invoices): five years, as South Africa&apos;s
          tax laws require, also after you delete your account.
        </li>
        <li>
          Price changes, cancelled visits, no-shows and disputes: five years, with the payment
          records, as the record of what both sides agreed to or Khaya decided, also after you
          delete your account (the notes and accounts of what happened with any contact details
          hidden).
        </li>
        <li>Live updates to your open pages: two days. Counters that stop abuse: an hour.</li>
        <li>
          A message sent with the Contact form: a year after we answered it (or a year after it
          came, if it was never answered).
        </li>
        <li>
          When you delete your account: your name, email, phone, photo, bio, messages and documents
          are erased at once. A finished job and a published review stay for the other side, signed
          &lsquo;Former customer&rsquo; or &lsquo;Former provider&rsquo;, so their history and
          ratings stay true.
        </li>
      </ul>
    </Section>
  );
}
