import { Link } from 'wouter';
import { Article, listClass as list, Section } from '../components/article';
import { HowLongWeKeepIt, WhatWeKeep } from '../components/privacy-records';

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
      <WhatWeKeep />
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

      <HowLongWeKeepIt />
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
