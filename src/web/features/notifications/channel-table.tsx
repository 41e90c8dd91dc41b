import { BellRing } from 'lucide-react';
import { Link } from 'wouter';
import {
  type DeliveryChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '../../../domain/schemas/notifications';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { InSentence } from '../../components/name-in-sentence';
import { Checkbox } from '../../components/ui/checkbox';
import { useUpdatePreferences } from './preferences-api';
import { TOPIC_NAMES } from './topics';
import { ApiError } from '../../lib/api';
import { m } from '../../../i18n/paraglide/messages.js';

const errorText = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? m.save_failed()) : m.save_failed_connection();

export function ChannelTable({
  preferences,
  topics,
}: {
  preferences: NotificationPreferences;
  topics: readonly NotificationTopic[];
}) {
  const update = useUpdatePreferences();
  const whatsappOn = preferences.whatsappNumber !== null;
  const pushOn = preferences.pushDevices > 0;
  const off = (channel: DeliveryChannel) =>
    (channel === 'whatsapp' && !whatsappOn) || (channel === 'push' && !pushOn);
  const names: Record<DeliveryChannel, string> = {
    email: m.ch_email(),
    whatsapp: m.set_whatsapp(),
    push: m.ch_push(),
  };
  const toggle = (channel: DeliveryChannel, topic: NotificationTopic, on: boolean) =>
    update.mutate({ [channel]: { [topic]: on } });
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <BellRing className="size-5 text-primary" aria-hidden />
          {m.ch_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">
          <InSentence sentence={(link) => m.ch_everything({ link })}>
            <Link href="/notifications" className="font-medium text-primary underline">
              {m.bell_label()}
            </Link>
          </InSentence>
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
              <div className="flex flex-wrap gap-x-5">
                {(['email', 'whatsapp', 'push'] as const).map((channel) => {
                  const id = `${topic}-${channel}`;
                  const disabled = off(channel);
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
                        onCheckedChange={(checked) => toggle(channel, topic, checked)}
                      />
                      {names[channel]}
                    </label>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
        {whatsappOn ? null : (
          <p className="pt-2 text-sm text-muted-foreground">{m.ch_whatsapp_first()}</p>
        )}
        {pushOn ? null : <p className="pt-2 text-sm text-muted-foreground">{m.ch_push_first()}</p>}
        <p className="min-h-5 text-sm" role="status" aria-live="polite">
          {update.isError ? (
            <span className="text-destructive">{errorText(update.error)}</span>
          ) : update.isSuccess ? (
            m.saved()
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
