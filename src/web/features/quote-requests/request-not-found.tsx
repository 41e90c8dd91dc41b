import { SearchX } from 'lucide-react';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { m } from '../../../i18n/paraglide/messages.js';

/** A request the caller may not see, or that does not exist (the API says 404 for both). */
export function RequestNotFound({
  text,
  dashboard,
}: {
  text: string;
  dashboard: '/customer' | '/provider';
}) {
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold">{m.not_found_title()}</h1>
      <p className="mt-1 text-muted-foreground">{text}</p>
      <div className="mt-6">
        <BackToDashboard href={dashboard} />
      </div>
    </main>
  );
}
