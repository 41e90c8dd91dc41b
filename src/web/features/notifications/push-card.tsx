import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../domain/schemas/notifications';
import { m } from '../../../i18n/paraglide/messages.js';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { preferencesKey } from './preferences-api';
import { pushRefusalText, pushState, turnOffPush, turnOnPush, type PushState } from './push';

/**
 * Settings' 'Notifications on this phone' (issue 52): whether this browser takes Khaya's push
 * notifications, turning them on (the browser asks) or off, and how many browsers take them.
 */
export function PushCard({ preferences }: { preferences: NotificationPreferences }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pushState().then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);
  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const next = on ? await turnOnPush() : await turnOffPush();
      if (next) client.setQueryData(preferencesKey(user?.uid), next);
      else await client.invalidateQueries({ queryKey: preferencesKey(user?.uid) });
    } catch (error) {
      setProblem(pushRefusalText(error));
    }
    setState(await pushState());
    setBusy(false);
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <BellRing className="size-5 text-primary" aria-hidden />
          {m.push_heading()}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm" data-testid="push-state">
          {state === 'on'
            ? m.push_on_text()
            : state === 'blocked'
              ? m.push_blocked()
              : state === 'unsupported'
                ? m.push_unsupported()
                : m.push_off_text()}
        </p>
        {preferences.pushDevices > 0 ? (
          <p className="text-sm text-muted-foreground">
            {m.push_devices({ count: preferences.pushDevices })}
          </p>
        ) : null}
        {state === 'on' || state === 'off' ? (
          <div>
            <Button
              variant={state === 'on' ? 'outline' : 'default'}
              disabled={busy}
              onClick={() => void change(state === 'off')}
            >
              {state === 'on' ? m.push_turn_off() : m.push_turn_on()}
            </Button>
          </div>
        ) : null}
        <p role="status" aria-live="polite" className="text-sm text-destructive empty:hidden">
          {problem}
        </p>
      </CardContent>
    </Card>
  );
}
