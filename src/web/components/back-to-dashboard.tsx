import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './ui/button';

/** The way back from a request or a quote to the person's dashboard. */
export function BackToDashboard({ href }: { href: '/customer' | '/provider' }) {
  return (
    <Button asChild variant="ghost">
      <Link href={href}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}
