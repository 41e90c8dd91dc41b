import { FEE_RULE } from '../../domain/fees';
import { formatRand } from '../../domain/money';
import { BadgeCheck, Bell, HandCoins, MessageSquare, Users } from 'lucide-react';
import { Link } from 'wouter';
import { SiteFooter } from '../components/site-footer';
import { Button } from '../components/ui/button';
import { authHref } from '../features/auth/return-to';
import { FeaturedProviders } from '../features/landing/featured-providers';
import { OpenWorkNear } from '../features/providers/open-work-near';

const HOW_LEADS_WORK = [
  {
    icon: Bell,
    title: 'Requests come to you',
    text: 'Choose your services and how far you travel. Every open request in your area shows on your dashboard, and you are told the moment a new one arrives: in the app, by email, or on WhatsApp.',
  },
  {
    icon: Users,
    title: 'Five quotes at most',
    text: 'A request takes five quotes, then closes to more. Its card says how many places are taken, so you know your chances before you quote.',
  },
  {
    icon: MessageSquare,
    title: 'Quote in rand, ask questions',
    text: 'Send a fixed price or an estimate, with your call-out fee and whether materials are included. Ask the customer anything in messages before you commit.',
  },
  {
    icon: BadgeCheck,
    title: 'Hired, reviewed, verified',
    text: 'When a customer accepts your quote you get their name, number and address. Reviews come only from real jobs, and badges for your ID and trade registration show customers you are who you say.',
  },
] as const;

/** Sign-up with 'I want to offer services' ticked; onboarding follows it. */
const SIGN_UP = authHref('/register', null, true);

/** The providers' pitch: what Khaya costs, how leads work, how much work is near them, sign-up. */
export default function ForProvidersPage() {
  return (
    <>
      <main id="main">
        <section className="border-b bg-muted/40 px-4 py-12">
          <div className="mx-auto grid max-w-3xl gap-4 text-center">
            <p className="text-sm font-medium text-primary">
              For cleaners, plumbers, electricians and gardeners
            </p>
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
              Local jobs, priced by you, with no lead fees
            </h1>
            <p className="text-muted-foreground">
              Customers near you describe the work they need. You see the request, send your price
              in rand, and get hired. No subscription, no paying per lead.
            </p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href={SIGN_UP}>Create your provider account</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#how-leads-work">How leads work</a>
              </Button>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="cost-heading"
          className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2"
        >
          <div className="grid content-start gap-3">
            <h2 id="cost-heading" className="flex items-center gap-2 text-2xl font-semibold">
              <HandCoins className="size-6 text-primary" aria-hidden />
              What Khaya costs you
            </h2>
            <p className="text-lg font-medium">Nothing until a customer hires you.</p>
            <p className="text-muted-foreground">
              Signing up, seeing requests and quoting are free: no subscription, no lead fees. When
              a customer accepts your quote, Khaya&apos;s fee is {FEE_RULE.percent}% of the job (at
              least {formatRand(FEE_RULE.minimumRand)}, at most {formatRand(FEE_RULE.maximumRand)},
              VAT included), taken from credit you top up in advance. Your first{' '}
              {FEE_RULE.freeHires} hires are free.
            </p>
          </div>
          <OpenWorkNear />
        </section>

        <section
          id="how-leads-work"
          aria-labelledby="how-leads-heading"
          className="scroll-mt-20 bg-muted/60 py-12"
        >
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how-leads-heading" className="text-2xl font-semibold">
              How leads work
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
              {HOW_LEADS_WORK.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl border bg-card p-5">
                  <Icon className="size-6 text-primary" aria-hidden />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <div id="stories" className="scroll-mt-20">
          <FeaturedProviders
            id="stories-heading"
            title="Providers doing well on Khaya"
            lead="The best-reviewed providers on Khaya, rated by the customers who hired them."
          />
        </div>

        <section
          aria-labelledby="join-heading"
          className="mx-auto max-w-3xl px-4 pb-14 text-center"
        >
          <h2 id="join-heading" className="text-2xl font-semibold">
            Ready for your first lead?
          </h2>
          <p className="mt-2 text-muted-foreground">
            Sign up, set your services and area, and send your documents for your badges. It takes
            about five minutes. Questions first? Read{' '}
            <Link href="/help#providers" className="font-medium text-primary underline">
              the providers&apos; help
            </Link>
            .
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link href={SIGN_UP}>Create your provider account</Link>
          </Button>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
