import { Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { m } from '../../../i18n/paraglide/messages.js';

/** The Provider Dashboard of an account with no provider profile yet. */
export function BecomeProvider() {
  return (
    <main id="main" className="flex flex-1 items-start justify-center px-4 py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Wrench className="size-7" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold">{m.bp_title()}</h1>
        <p className="text-sm text-muted-foreground">{m.bp_text()}</p>
        <Button asChild className="mt-2">
          <Link href="/provider-onboarding">{m.bp_button()}</Link>
        </Button>
      </Card>
    </main>
  );
}
