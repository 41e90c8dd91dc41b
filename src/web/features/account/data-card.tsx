import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { failureText } from '../../lib/api';
import { downloadMyData } from './api';

/** Download everything Khaya holds about you (POPIA's right of access). */
export function DataCard() {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | { error: string }>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadMyData();
      setState('done');
    } catch (error) {
      setState({ error: failureText(error, 'Could not prepare your data') });
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Download className="size-5 text-primary" aria-hidden />
          Your data
        </h2>
        <p className="text-sm text-muted-foreground">
          One file with everything Khaya holds about you: your account, requests, quotes, the
          messages you wrote, reviews by and about you, notifications and what you agreed to.{' '}
          <Link href="/privacy" className="font-medium text-primary underline">
            How we use it
          </Link>
          .
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={state === 'busy'}>
          {state === 'busy' ? 'Preparing...' : 'Download my data'}
        </Button>
        <p className="text-sm" role="status" aria-live="polite">
          {state === 'done' ? (
            'Your file is downloading (a JSON file, readable in any text editor).'
          ) : typeof state === 'object' ? (
            <span className="text-destructive">{state.error}</span>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
