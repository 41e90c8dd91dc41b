import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import { serviceWord } from '../../lib/service-words';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { m } from '../../../i18n/paraglide/messages.js';

const SEARCH_DEBOUNCE_MS = 300;

/** Browse Providers' service choice: All or one service, as pills. */
export function ServiceChoice({
  value,
  disabled,
  onChange,
}: {
  value: ServiceType | undefined;
  disabled: boolean;
  onChange: (service: ServiceType | undefined) => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap gap-2" role="group" aria-label={m.landing_service_label()}>
      {[undefined, ...SERVICE_TYPES].map((service) => {
        const active = value === service;
        return (
          <Button
            key={service ?? 'all'}
            size="sm"
            variant={active ? 'default' : 'outline'}
            className="h-10 rounded-full"
            aria-pressed={active}
            disabled={disabled}
            onClick={() => onChange(service)}
          >
            {service ? serviceWord(service) : m.pv_all()}
          </Button>
        );
      })}
    </div>
  );
}

/** The name-or-location search box: says what was typed once typing pauses. */
export function NameOrPlaceSearch({
  initial,
  disabled,
  onSearch,
}: {
  initial: string;
  disabled: boolean;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <label className="relative flex-1">
      <span className="sr-only">{m.pv_search_label()}</span>
      <Search
        className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        name="q"
        value={text}
        onChange={(e) => {
          const value = e.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(value), SEARCH_DEBOUNCE_MS);
        }}
        placeholder={m.pv_search_placeholder()}
        readOnly={disabled}
        className="pl-9"
      />
    </label>
  );
}
