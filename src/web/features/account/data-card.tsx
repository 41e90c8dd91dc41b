import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { failureText } from '../../lib/api';
import { downloadMyData } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/** Download everything Khaya holds about you (POPIA's right of access). */
export function DataCard() {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | { error: string }>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadMyData();
      setState('done');
    } catch (error) {
      setState({ error: failureText(error, m.data_failed()) });
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Download className="size-5 text-primary" aria-hidden />
          {m.set_your_data()}
        </h2>
        <p className="text-sm text-muted-foreground">
          {m.data_text()}{' '}
          <Link href="/privacy" className="font-medium text-primary underline">
            {m.data_how()}
          </Link>
          .
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={state === 'busy'}>
          {state === 'busy' ? m.data_preparing() : m.data_download()}
        </Button>
        <p className="text-sm" role="status" aria-live="polite">
          {state === 'done' ? (
            m.data_downloading()
          ) : typeof state === 'object' ? (
            <span className="text-destructive">{state.error}</span>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
