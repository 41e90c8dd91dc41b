import { FEE_RULE } from '../../domain/fees';
import { formatRand } from '../../domain/money';
import { BadgeCheck, Bell, HandCoins, MessageSquare, Users } from 'lucide-react';
import { Link } from 'wouter';
import { SiteFooter } from '../components/site-footer';
import { Button } from '../components/ui/button';
import { authHref } from '../features/auth/return-to';
import { FeaturedProviders } from '../features/landing/featured-providers';
import { OpenWorkNear } from '../features/providers/open-work-near';
import { m } from '../../i18n/paraglide/messages.js';

const HOW_LEADS_WORK = [
  { icon: Bell, title: m.fp_lead1_title, text: m.fp_lead1_text },
  { icon: Users, title: m.fp_lead2_title, text: m.fp_lead2_text },
  { icon: MessageSquare, title: m.fp_lead3_title, text: m.fp_lead3_text },
  { icon: BadgeCheck, title: m.fp_lead4_title, text: m.fp_lead4_text },
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
            <p className="text-sm font-medium text-primary">{m.fp_audience()}</p>
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{m.fp_title()}</h1>
            <p className="text-muted-foreground">{m.fp_lead()}</p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href={SIGN_UP}>{m.fp_create()}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#how-leads-work">{m.fp_how_leads()}</a>
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
              {m.fp_cost_heading()}
            </h2>
            <p className="text-lg font-medium">{m.fp_cost_lead()}</p>
            <p className="text-muted-foreground">
              {m.fp_cost_text({
                percent: FEE_RULE.percent,
                minimum: formatRand(FEE_RULE.minimumRand),
                maximum: formatRand(FEE_RULE.maximumRand),
                freeHires: FEE_RULE.freeHires,
              })}
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
              {m.fp_how_leads()}
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
              {HOW_LEADS_WORK.map(({ icon: Icon, title, text }) => (
                <li key={title()} className="rounded-xl border bg-card p-5">
                  <Icon className="size-6 text-primary" aria-hidden />
                  <h3 className="mt-3 font-semibold">{title()}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text()}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <div id="stories" className="scroll-mt-20">
          <FeaturedProviders
            id="stories-heading"
            title={m.fp_stories_title()}
            lead={m.fp_stories_lead()}
          />
        </div>

        <section
          aria-labelledby="join-heading"
          className="mx-auto max-w-3xl px-4 pb-14 text-center"
        >
          <h2 id="join-heading" className="text-2xl font-semibold">
            {m.fp_join_heading()}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {m.fp_join_text()} {m.fp_join_questions()}{' '}
            <Link href="/help#providers" className="font-medium text-primary underline">
              {m.fp_join_help()}
            </Link>
            .
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link href={SIGN_UP}>{m.fp_create()}</Link>
          </Button>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
