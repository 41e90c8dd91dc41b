/**
 * The page registry: every page the app shows, declared once. The router (./routes.tsx), the
 * signed-in gate (src/web/features/auth/signed-in-gate.tsx), the tab titles, the build that
 * prerenders each page's document (scripts/lib/documents.ts) and, through the manifest that build
 * writes, the server's path-to-document table (src/server/plugins/client.ts) all derive from it.
 *
 * A page is this entry plus its module, whose default export is the page: src/web/pages/<name>.tsx
 * for a public page, src/web/pages/signed-in/<name>.tsx for a signed-in one (its gate asks for it,
 * so what the gate's chunk holds is not downloaded twice). README, "Adding a page", says how.
 */
import { FIRST_PROVIDERS_PAGE_URL } from '../features/providers/first-page';

import type { PageEntry } from './page-types';
import { m } from '../../i18n/paraglide/messages.js';

export type { PageEntry, PublicPage, SignedInPage } from './page-types';

export const PAGES = [
  {
    name: 'home',
    path: '/',
    access: 'public',
    firstView: 'everyone-alike',
    title: m.title_home(),
    description: m.description_home(),
  },
  {
    name: 'login',
    path: '/login',
    access: 'public',
    firstView: 'everyone-alike',
    title: m.nav_sign_in(),
    description: m.description_login(),
  },
  {
    name: 'register',
    path: '/register',
    access: 'public',
    firstView: 'everyone-alike',
    title: m.note_create_account(),
    description: m.description_register(),
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    access: 'public',
    firstView: 'everyone-alike',
    title: m.title_reset(),
    description: m.description_reset(),
  },
  {
    name: 'provider-onboarding',
    path: '/provider-onboarding',
    access: 'signed-in',
    title: 'Provider setup',
    description:
      'Set up your provider profile: the services you offer, your hourly rate and your service area.',
    signIn: {
      title: 'Please Sign In',
      text: 'Sign in to set up your provider profile.',
      signUpAs: 'provider',
    },
  },
  {
    name: 'customer',
    path: '/customer',
    access: 'signed-in',
    title: 'My Quote Requests',
    description: 'Your quote requests, the quotes providers sent, and the jobs you accepted.',
    signIn: { title: 'Please Sign In', text: 'Sign in to see your quote requests.' },
  },
  {
    name: 'customer-request',
    path: '/customer/requests/:id',
    access: 'signed-in',
    title: 'Your request',
    description:
      'One of your requests: its quotes compared side by side, and what happened so far.',
    signIn: { title: 'Please Sign In', text: 'Sign in to see your request and its quotes.' },
  },
  {
    name: 'notifications',
    path: '/notifications',
    access: 'signed-in',
    title: 'Notifications',
    description: 'New requests near you, quotes on your requests, and news of your jobs.',
    signIn: { title: 'Please Sign In', text: 'Sign in to see your notifications.' },
  },
  {
    name: 'settings',
    path: '/settings',
    access: 'signed-in',
    title: 'Settings',
    description:
      'Your name, phone, email and password; how Khaya tells you about requests, quotes and jobs; download your data or delete your account.',
    signIn: { title: 'Please Sign In', text: 'Sign in to change your settings.' },
  },
  {
    name: 'privacy',
    path: '/privacy',
    access: 'public',
    firstView: 'everyone-alike',
    title: 'Privacy',
    description:
      'What Khaya collects about you, why, who receives it, how long it is kept, and how to see, correct, download or delete it.',
  },
  {
    name: 'about',
    path: '/about',
    access: 'public',
    firstView: 'everyone-alike',
    title: 'About Khaya',
    description:
      'Why Khaya exists, and what it holds itself to: prices up front in rand, five quotes at most, contact details kept private, reviews only from real jobs.',
  },
  {
    name: 'help',
    path: '/help',
    access: 'public',
    firstView: 'everyone-alike',
    title: 'Help',
    description:
      'How quotes, reviews, verification and privacy work on Khaya, and what to do when a job goes wrong.',
  },
  {
    name: 'terms',
    path: '/terms',
    access: 'public',
    firstView: 'everyone-alike',
    title: 'Terms of use',
    description: 'The rules for using Khaya, for customers and providers, in plain words.',
  },
  {
    name: 'guarantee',
    path: '/guarantee',
    access: 'public',
    firstView: 'everyone-alike',
    title: 'The Khaya Guarantee',
    description: 'What jobs paid through Khaya are covered for, and how to claim.',
  },
  {
    name: 'contact',
    path: '/contact',
    access: 'public',
    firstView: 'everyone-alike',
    title: 'Contact us',
    description:
      'Write to the Khaya team about a question, your account or a job that went wrong. We answer by email.',
  },
  {
    name: 'for-providers',
    path: '/for-providers',
    access: 'public',
    firstView: 'everyone-alike',
    title: m.title_for_providers(),
    description: m.description_for_providers(),
  },
  {
    name: 'unsubscribe',
    path: '/unsubscribe',
    access: 'public',
    firstView: 'per-visitor',
    title: 'Stop these emails',
    description: 'Stop one kind of Khaya email with the link from that email.',
  },
  {
    name: 'verification',
    path: '/provider/verification',
    access: 'signed-in',
    title: 'Verification',
    description:
      'Send your ID, proof of address and trade registration to earn the badges customers look for.',
    signIn: {
      title: 'Please Sign In',
      text: 'Sign in to send your verification documents.',
      signUpAs: 'provider',
    },
  },
  {
    name: 'business',
    path: '/provider/business',
    access: 'signed-in',
    title: 'Your business',
    description:
      'Your Khaya credit, top-ups, statement and what your hires brought in, month by month.',
    signIn: {
      title: 'Please Sign In',
      text: 'Sign in to see your credit and business figures.',
      signUpAs: 'provider',
    },
  },
  {
    name: 'admin',
    path: '/admin',
    access: 'signed-in',
    // Nothing here tells a visitor an admin desk is there: the page names itself to admins only.
    title: 'Please Sign In',
    description: 'Sign in to Khaya to request quotes from local providers, or to answer them.',
    signIn: { title: 'Please Sign In', text: 'Sign in to continue.' },
  },
  {
    name: 'provider',
    path: '/provider',
    access: 'signed-in',
    title: 'Provider dashboard',
    description:
      'See new cleaning, plumbing, electrical and gardening requests in your area and send quotes in rand.',
    signIn: {
      title: 'Please Sign In',
      text: 'Sign in to see requests for your services.',
      signUpAs: 'provider',
    },
  },
  {
    name: 'providers',
    path: '/providers',
    access: 'public',
    firstView: 'everyone-alike',
    prefetch: FIRST_PROVIDERS_PAGE_URL,
    title: 'Browse providers',
    description:
      'Browse verified cleaners, plumbers, electricians and gardeners in South Africa, with ratings, hourly rates in rand and response times.',
  },
  {
    name: 'provider-profile',
    path: '/providers/:id',
    access: 'public',
    firstView: 'per-visitor',
    title: 'Provider',
    description:
      "A Khaya provider's services, rates, service area, jobs completed and reviews from the customers who hired them.",
  },
  {
    name: 'request',
    path: '/request',
    access: 'signed-in',
    title: m.title_request(),
    description: m.description_request(),
    signIn: { title: m.req_auth_title(), text: m.req_auth_text() },
    visitors: 'page',
  },
  {
    name: 'book-a-clean',
    path: '/book-a-clean',
    access: 'signed-in',
    title: 'Book a clean',
    description:
      'Book a home clean in a minute: see the cleaners near you who are free on your day, their price in rand for your home and their start times.',
    signIn: { title: 'Sign in to book', text: 'Sign in or create an account to book your clean.' },
    visitors: 'page',
  },
  {
    name: 'quote',
    path: '/quote/:id',
    access: 'signed-in',
    title: 'Submit a quote',
    description: "Send your price in rand for a customer's home-service request.",
    signIn: { title: 'Please Sign In', text: 'Sign in to send a quote.' },
  },
  {
    name: 'not-found',
    path: null,
    access: 'public',
    firstView: 'everyone-alike',
    title: 'Page Not Found',
    description:
      'This page does not exist. Find home-service providers or request a quote on Khaya.',
  },
] as const satisfies readonly PageEntry[];

export type PageName = (typeof PAGES)[number]['name'];
