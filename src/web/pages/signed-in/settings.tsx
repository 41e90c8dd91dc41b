import { Mail } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { TOPICS_FOR } from '../../../domain/notification-choices';
import { DetailsCard } from '../../features/account/details-card';
import { PhotoCard } from '../../features/account/photo-card';
import { SignInCard } from '../../features/account/sign-in-card';
import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { usePreferences } from '../../features/notifications/preferences-api';
import { longDayFormat as SINCE } from '../../lib/dates';
import { ChannelTable } from '../../features/notifications/channel-table';
import { PushCard } from '../../features/notifications/push-card';
import { LanguageSelect } from '../../components/language-select';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { WhenVisible } from '../../components/when-visible';
import { m } from '../../../i18n/paraglide/messages.js';

// The data saver, WhatsApp, the data export and deleting the account, below the first screens: loaded when
// scrolled to (a third of the page's code).
const SettingsFoot = lazy(() => import('../../features/account/settings-foot'));

/** The foot's headings until its code is here: its place kept, and found by heading. */
function FootPlaceholder() {
  return (
    <div className="grid gap-6">
      {[m.saver_heading(), m.set_whatsapp(), m.set_your_data(), m.set_delete_account()].map(
        (title) => (
          <Card key={title} className="p-6">
            <h2 className="text-lg font-semibold">{title}</h2>
          </Card>
        ),
      )}
    </div>
  );
}

export default function SettingsPage() {
  const account = useAccount();
  const preferences = usePreferences();
  if (preferences.isError) return <LoadFailed />;
  if (preferences.isPending) return <PageSkeleton />;
  const topics = TOPICS_FOR[account.isProvider ? 'provider' : 'customer'];
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{m.menu_settings()}</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden />
          {preferences.data.emailConfirmed
            ? m.set_emails_go({ address: preferences.data.emailAddress })
            : m.set_emails_go_unconfirmed({ address: preferences.data.emailAddress })}
        </p>
      </div>
      {preferences.data.problems.map((problem) => (
        <p
          key={problem.channel}
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
        >
          <strong>
            {problem.channel === 'email'
              ? m.set_email_undelivered({ address: account.email })
              : problem.channel === 'push'
                ? m.set_push_undelivered()
                : m.set_whatsapp_undelivered()}
          </strong>{' '}
          ({SINCE.format(new Date(problem.at))}): {problem.reason}.{' '}
          {problem.channel === 'email'
            ? m.set_email_fix()
            : problem.channel === 'push'
              ? m.set_push_fix()
              : m.set_whatsapp_fix()}
        </p>
      ))}
      <DetailsCard />
      {account.isProvider ? <PhotoCard /> : null}
      <SignInCard />
      {/* The header's switcher, which keeps the choice in the account too (issue 50). */}
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{m.language_choose()}</h2>
        </CardHeader>
        <CardContent>
          <LanguageSelect className="w-full max-w-sm" />
        </CardContent>
      </Card>
      <PushCard preferences={preferences.data} />
      <ChannelTable preferences={preferences.data} topics={topics} />
      <WhenVisible placeholder={<FootPlaceholder />}>
        <Suspense fallback={<FootPlaceholder />}>
          <SettingsFoot preferences={preferences.data} />
        </Suspense>
      </WhenVisible>
    </main>
  );
}
