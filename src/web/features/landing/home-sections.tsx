import { CheckCircle2, ClipboardList, MapPin, Scale, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { useProviderCounts } from './directory';
import { CATEGORIES, STEPS } from './landing-data';
import { resolveLandingSearch } from '../providers';
import { ServiceIcon } from '../../components/service-icon';
import { isWelcome } from '../auth';
import { useStarted } from '../../lib/use-started';
import { m } from '../../../i18n/paraglide/messages.js';

const STEP_ICONS = [ClipboardList, Scale, CheckCircle2];

export function Hero() {
  const [, navigate] = useLocation();
  // The fields are read when the form is sent, so text typed before the app started counts;
  // sent before it started, the form goes to /providers as it is, which reads it the same way.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
    void resolveLandingSearch(text('service'), text('location')).then((url) => navigate(url));
  };
  return (
    <section className="bg-gradient-to-b from-accent to-background px-4 pb-14 pt-12 md:pt-20">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-5xl">
          {m.landing_hero_title()}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-muted-foreground md:text-lg">
          {m.landing_hero_text()}
        </p>
        <form
          role="search"
          action="/providers"
          onSubmit={onSubmit}
          className="mx-auto mt-8 grid max-w-2xl gap-2 rounded-xl border bg-card p-2 shadow-sm md:grid-cols-[1fr_1fr_auto]"
        >
          <label className="relative block">
            <span className="sr-only">{m.landing_service_label()}</span>
            <Search
              className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted-foreground"
              aria-hidden
            />
            <input
              name="service"
              placeholder={m.landing_service_placeholder()}
              className="h-11 w-full rounded-md bg-transparent pl-9 pr-3 text-base outline-none focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
            />
          </label>
          <label className="relative block">
            <span className="sr-only">{m.landing_location_label()}</span>
            <MapPin
              className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted-foreground"
              aria-hidden
            />
            <input
              name="location"
              placeholder={m.landing_location_placeholder()}
              autoComplete="address-level2"
              className="h-11 w-full rounded-md bg-transparent pl-9 pr-3 text-base outline-none focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
            />
          </label>
          <Button type="submit">{m.landing_search()}</Button>
        </form>
      </div>
    </section>
  );
}

export function PopularServices() {
  const counts = useProviderCounts();
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="popular-heading" className="text-2xl font-semibold">
        {m.landing_popular_heading()}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {CATEGORIES.map((category) => (
          <li key={category.service}>
            <Link
              href={`/providers?service=${category.service}`}
              className="group flex h-full flex-col rounded-xl border bg-card p-4 transition-shadow hover:shadow-md"
              data-testid={`category-${category.service}`}
            >
              <img
                src={category.image}
                alt=""
                width={160}
                height={100}
                className="aspect-[8/5] w-full rounded-lg object-cover"
              />
              <span className="mt-3 flex items-center gap-1.5 font-semibold group-hover:text-primary">
                <ServiceIcon service={category.service} className="size-4 text-primary" />
                {category.title()}
              </span>
              <span className="text-sm text-muted-foreground">{category.blurb()}</span>
              <span className="mt-2 text-xs font-medium text-muted-foreground">
                {counts
                  ? m.landing_providers_available({ count: counts[category.service] })
                  : m.landing_see_available()}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-muted/60 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-heading" className="text-2xl font-semibold">
          {m.landing_how_heading()}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? ClipboardList;
            return (
              <li key={index} className="rounded-xl border bg-card p-5">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-sm font-medium text-muted-foreground">
                    {m.landing_step({ number: index + 1 })}
                  </span>
                </div>
                <h3 className="mt-3 font-semibold">{step.title()}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text()}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-14 text-center">
      <h2 id="cta-heading" className="text-2xl font-semibold">
        {m.landing_cta_heading()}
      </h2>
      <p className="mt-2 text-muted-foreground">{m.landing_cta_text()}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/providers">{m.landing_cta_find()}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/for-providers">{m.landing_cta_become()}</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * A new customer's first view after signing up (sign-up navigates here with WelcomeState): the
 * next step, posting a request. Shown once the app runs the page (the prerendered landing page
 * is the same for everyone).
 */
export function WelcomeInvite() {
  const started = useStarted();
  if (!started || !isWelcome(window.history.state)) return null;
  return (
    <section
      aria-labelledby="welcome-heading"
      className="border-b bg-card px-4 py-5"
      data-testid="welcome-invite"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="welcome-heading" className="font-semibold">
            {m.landing_welcome_heading()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.landing_welcome_text()}</p>
        </div>
        <Button asChild>
          <Link href="/request">{m.landing_welcome_post()}</Link>
        </Button>
      </div>
    </section>
  );
}
