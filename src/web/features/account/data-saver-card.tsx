import { Gauge } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { formatDataSize } from '../../../domain/data-size';
import { m } from '../../../i18n/paraglide/messages.js';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import {
  browserSavesData,
  chosenDataSaver,
  setDataSaver,
  useDataSaver,
} from '../../lib/data-saver';
import { countDataUsed, dataUsed, onDataUsed } from '../../lib/data-used';

/**
 * Settings' 'Data saver' (issue 52): the switch, kept on this browser (on by itself when the
 * browser says Save-Data), what it does, and how much data this visit has used.
 */
export function DataSaverCard() {
  const on = useDataSaver();
  // Counted from Settings' first opening: what this page loaded before is in the browser's
  // buffer, and from then on the tab's next pages carry it on.
  useEffect(countDataUsed, []);
  // The visit's data so far, read again as more arrives.
  const used = useSyncExternalStore(onDataUsed, dataUsed, () => null);
  const byBrowser = on && chosenDataSaver() === null && browserSavesData();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Gauge className="size-5 text-primary" aria-hidden />
          {m.saver_heading()}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id="data-saver"
            checked={on}
            onCheckedChange={setDataSaver}
            aria-describedby="data-saver-text"
          />
          <Label htmlFor="data-saver">{m.saver_switch()}</Label>
        </div>
        <p id="data-saver-text" className="text-sm text-muted-foreground">
          {m.saver_text()}
          {byBrowser ? ` ${m.saver_browser()}` : null}
        </p>
        {used === null ? null : (
          <p className="text-sm" data-testid="data-used">
            {m.saver_used({ amount: formatDataSize(used) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
