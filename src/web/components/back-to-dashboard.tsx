import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './ui/button';
import { m } from '../../i18n/paraglide/messages.js';

/** The way back from a request or a quote to the person's dashboard. */
export function BackToDashboard({ href }: { href: '/customer' | '/provider' }) {
  return (
    <Button asChild variant="ghost">
      <Link href={href}>
        <ArrowLeft aria-hidden />
        {m.back_dashboard()}
      </Link>
    </Button>
  );
}

/** The small way back to the provider dashboard above a provider's own pages (verification, business). */
export function ProviderDashboardLink() {
  return (
    <Link
      href="/provider"
      className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {m.back_provider_dashboard()}
    </Link>
  );
}
