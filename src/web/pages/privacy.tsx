import { Link } from 'wouter';
import { Article, listClass as list, Section } from '../components/article';

/** The privacy notice (POPIA): plain words, what is actually done. */
export default function PrivacyPage() {
  return (
    <Article
      title="Your privacy at Khaya"
      lead={
        <>
          What we keep about you, why, who sees it, for how long, and how you stay in charge of it.
          South Africa&apos;s Protection of Personal Information Act (POPIA) gives you these rights;
          this page says how to use them here.
        </>
      }
    >
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
            <strong>If you are a provider:</strong> your profile (business name, bio, services,
            rates, area), your quotes, and the documents you send to be verified (an ID, proof of
            address, registrations), and your Khaya credit: top-ups, the fees for your hires, your
            statement and invoices. Card and bank details stay with PayFast: we never see them.
          </li>
          <li>
            <strong>What you write:</strong> messages about a request, reviews, reports of a message
            or review, and messages you send us with the Contact form.
          </li>
          <li>
            <strong>When a job changes:</strong> a price change the provider asked for after you
            accepted and your answer, and a cancelled visit (who cancelled, the reason and note, how
            much notice, any fee).
          </li>
          <li>
            <strong>Notifications</strong> we sent you, whether each email or WhatsApp message was
            delivered, your choices of channel, and when you agreed to WhatsApp messages.
          </li>
        </ul>
        <p>We do not keep your password: Firebase, our sign-in service, checks it.</p>
      </Section>

      <Section title="Why">
        <p>
          To do what you come here for: put your request in front of providers who can do it, let
          you compare their quotes, put you in touch with the one you choose, tell you what happens,
          and let both sides review the job. Verification documents and reports keep the marketplace
          safe. We send no marketing, and we sell nothing about you.
        </p>
      </Section>

      <Section title="Who sees it">
        <ul className={list}>
          <li>
            <strong>Providers near you</strong> who offer the service see your request: what you
            wrote, the suburb, when, and your first name. Not your address, phone or email. Contact
            details typed into a message are hidden until you accept a quote.
          </li>
          <li>
            <strong>The provider whose quote you accept</strong> gets your name, phone, email and
            address, to do the job. You get theirs.
          </li>
          <li>
            <strong>Everyone</strong> sees a provider&apos;s profile, badges and published reviews.
            Reviews show the reviewer&apos;s first name.
          </li>
          <li>
            <strong>Khaya&apos;s admins</strong> look at verification documents and reported
            messages or reviews; each time one is opened is recorded.
          </li>
          <li>
            <strong>Services that work for us, outside South Africa:</strong> Google Firebase
            handles sign-in (your email and password), our email provider delivers emails, and
            WhatsApp (Meta) delivers WhatsApp messages if you turned them on. They use your details
            only to do that for us.
          </li>
          <li>
            <strong>PayFast</strong>, in South Africa, takes a provider&apos;s top-up payments: it
            tells us the amount and your email address with each payment.
          </li>
        </ul>
      </Section>

      <Section title="How long">
        <ul className={list}>
          <li>Your account, profile, requests and quotes: while you have an account.</li>
          <li>
            Messages about a job: a year after the job is finished (completed or closed), then their
            words are erased.
          </li>
          <li>
            The files of verification documents: 30 days after an admin decides on them. The
            decision and a registration number stay on your profile.
          </li>
          <li>
            Khaya credit (top-ups, fees, statements and invoices): five years, as South
            Africa&apos;s tax laws require, also after you delete your account.
          </li>
          <li>
            Price changes and cancelled visits: five years, with the payment records, as the record
            of what both sides agreed to, also after you delete your account (the notes with any
            contact details hidden).
          </li>
          <li>Live updates to your open pages: two days. Counters that stop abuse: an hour.</li>
          <li>
            A message sent with the Contact form: a year after we answered it (or a year after it
            came, if it was never answered).
          </li>
          <li>
            When you delete your account: your name, email, phone, photo, bio, messages and
            documents are erased at once. A finished job and a published review stay for the other
            side, signed &lsquo;Former customer&rsquo; or &lsquo;Former provider&rsquo;, so their
            history and ratings stay true.
          </li>
        </ul>
      </Section>

      <Section title="Your rights">
        <ul className={list}>
          <li>
            <strong>See it:</strong> download everything we keep about you as one file, under{' '}
            <Link href="/settings" className="font-medium text-primary underline">
              Settings
            </Link>{' '}
            (Download my data).
          </li>
          <li>
            <strong>Correct it:</strong> change your name, phone, email or password in Settings;
            your provider profile on your dashboard.
          </li>
          <li>
            <strong>Delete it:</strong> Delete your account, at the bottom of Settings.
          </li>
          <li>
            <strong>Choose what we send:</strong> each kind of email and WhatsApp message can be
            turned off in Settings, or from the link at the bottom of every email; reply STOP on
            WhatsApp.
          </li>
          <li>
            <strong>Complain:</strong> if you think we mishandled your information, you may complain
            to the Information Regulator (inforegulator.org.za).
          </li>
        </ul>
      </Section>
    </Article>
  );
}
