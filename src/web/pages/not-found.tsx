import { Home } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { m } from '../../i18n/paraglide/messages.js';

export default function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{m.nf_title()}</h1>
      <p className="mt-2 text-muted-foreground">{m.nf_text()}</p>
      <Button asChild className="mt-8">
        <Link href="/">
          <Home aria-hidden />
          {m.nf_home()}
        </Link>
      </Button>
    </main>
  );
}
