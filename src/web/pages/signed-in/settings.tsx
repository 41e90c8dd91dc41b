import { BellRing, Mail } from 'lucide-react';
import { Link } from 'wouter';
import {
  TOPICS_FOR,
  type DeliveryChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '../../../domain/schemas/notifications';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { DataCard } from '../../features/account/data-card';
import { DeleteCard } from '../../features/account/delete-card';
import { DetailsCard } from '../../features/account/details-card';
import { PhotoCard } from '../../features/account/photo-card';
import { SignInCard } from '../../features/account/sign-in-card';
import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { usePreferences, useUpdatePreferences } from '../../features/notifications/preferences-api';
import { WhatsappCard } from '../../features/notifications/whatsapp-card';
import { TOPIC_NAMES } from '../../features/notifications/topics';
import { ApiError } from '../../lib/api';
import { longDayFormat as SINCE } from '../../lib/dates';

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? 'Could not save. Try again.')
    : 'Could not save. Check your connection and try again.';

function ChannelTable({
  preferences,
  topics,
}: {
  preferences: NotificationPreferences;
  topics: readonly NotificationTopic[];
}) {
  const update = useUpdatePreferences();
  const whatsappOn = preferences.whatsappNumber !== null;
  const toggle = (channel: DeliveryChannel, topic: NotificationTopic, on: boolean) =>
    update.mutate({ [channel]: { [topic]: on } });
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <BellRing className="size-5 text-primary" aria-hidden />
          What you hear about, and where
        </h2>
        <p className="text-sm text-muted-foreground">
          Everything also shows under{' '}
          <Link href="/notifications" className="font-medium text-primary underline">
            Notifications
          </Link>
          . These are messages about your own requests and jobs: Khaya sends no marketing.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid divide-y">
          {topics.map((topic) => (
            <li
              key={topic}
              className="grid gap-3 py-4 first:pt-0 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div>
                <p className="font-medium">{TOPIC_NAMES[topic].title}</p>
                <p className="text-sm text-muted-foreground">{TOPIC_NAMES[topic].text}</p>
              </div>
              <div className="flex gap-5">
                {(['email', 'whatsapp'] as const).map((channel) => {
                  const id = `${topic}-${channel}`;
                  const disabled = channel === 'whatsapp' && !whatsappOn;
                  return (
                    <label
                      key={channel}
                      htmlFor={id}
                      className="flex min-h-11 items-center gap-2 text-sm has-[:disabled]:text-muted-foreground"
                    >
                      <Checkbox
                        id={id}
                        checked={preferences[channel][topic] && !disabled}
                        disabled={disabled || update.isPending}
                        onCheckedChange={(checked) => toggle(channel, topic, checked === true)}
                      />
                      {channel === 'email' ? 'Email' : 'WhatsApp'}
                    </label>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
        {whatsappOn ? null : (
          <p className="pt-2 text-sm text-muted-foreground">
            To choose WhatsApp, turn it on below first.
          </p>
        )}
        <p className="min-h-5 text-sm" role="status" aria-live="polite">
          {update.isError ? (
            <span className="text-destructive">{errorText(update.error)}</span>
          ) : update.isSuccess ? (
            'Saved.'
          ) : null}
        </p>
      </CardContent>
    </Card>
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
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden />
          {preferences.data.emailConfirmed
            ? `Emails go to ${preferences.data.emailAddress}.`
            : `Emails go to ${preferences.data.emailAddress} once you confirm it (the link we sent you).`}
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
              ? `Our last email to ${account.email} could not be delivered`
              : 'Our last WhatsApp message could not be delivered'}
          </strong>{' '}
          ({SINCE.format(new Date(problem.at))}): {problem.reason}.{' '}
          {problem.channel === 'email'
            ? 'Check the address, or contact us to change it.'
            : 'Check the number below, and that it has WhatsApp.'}
        </p>
      ))}
      <DetailsCard />
      {account.isProvider ? <PhotoCard /> : null}
      <SignInCard />
      <ChannelTable preferences={preferences.data} topics={topics} />
      <WhatsappCard preferences={preferences.data} />
      <DataCard />
      <DeleteCard />
    </main>
  );
}
