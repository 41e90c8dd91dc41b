import { Home } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">Page Not Found</h1>
      <p className="mt-2 text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">
          <Home aria-hidden />
          Back to home
        </Link>
      </Button>
    </main>
  );
}
