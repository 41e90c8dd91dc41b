import { Loader2, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '../../../domain/schemas/places';
import { Input } from '../../components/ui/input';
import { appConfig } from '../../lib/config';
import { cn } from '../../lib/utils';
import { builtInSource, googleSource, type PlaceSource, type Suggestion } from './place-sources';
import { m } from '../../../i18n/paraglide/messages.js';

const DEBOUNCE_MS = 200;

let chosenSource: PlaceSource | undefined;

/**
 * Google Places when the server gives a key, the built-in list otherwise; chosen when first asked
 * (in the browser: the build renders the field too, for a form visitors see prerendered).
 */
function defaultSource(): PlaceSource {
  if (!chosenSource) {
    const key = appConfig().googleMapsApiKey;
    chosenSource = key ? googleSource(key) : builtInSource();
  }
  return chosenSource;
}

/** A source that picks the default one at its first use, not at its first render. */
const lazyDefaultSource: PlaceSource = {
  suggest: (query, signal) => defaultSource().suggest(query, signal),
  resolve: (suggestion) => defaultSource().resolve(suggestion),
};

export interface AddressSearchProps {
  id?: string;
  /** The chosen place; null until a suggestion with coordinates is picked. */
  value: Place | null;
  onChange: (place: Place | null) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
  /** For tests: where suggestions come from (defaults to Google or the built-in list). */
  source?: PlaceSource;
}

/**
 * A location field that is filled only from a suggestion with coordinates, as an accessible
 * combobox: arrows move through the suggestions, Enter picks, Escape closes, and the number of
 * suggestions is announced.
 */
export function AddressSearch({
  id,
  value,
  onChange,
  placeholder = m.addr_placeholder(),
  disabled,
  source: sourceProp,
  ...aria
}: AddressSearchProps) {
  const source = sourceProp ?? lazyDefaultSource;
  const listboxId = useId();
  const [text, setText] = useState(value?.formattedAddress ?? '');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const typed = useRef(false);
  // A place set from outside (a search page's link filled the form in) shows as chosen: the
  // text follows a new place as it renders (React's pattern for state that follows a prop).
  const chosen = value?.formattedAddress;
  const [shown, setShown] = useState(chosen);
  if (chosen !== shown) {
    setShown(chosen);
    if (chosen !== undefined) setText(chosen);
  }

  useEffect(() => {
    const query = text.trim();
    if (!typed.current || query.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      source
        .suggest(query, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setActive(list.length ? 0 : -1);
          setOpen(true);
          setMessage(list.length ? null : /^\d{4}$/.test(query) ? m.addr_postal() : m.addr_none());
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name === 'AbortError') return;
          setSuggestions([]);
          setMessage(m.addr_unavailable());
          setOpen(true);
        })
        .finally(() => setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, source]);

  const choose = async (suggestion: Suggestion) => {
    const place = await source.resolve(suggestion);
    if (!place) {
      setMessage(m.addr_no_location());
      return;
    }
    typed.current = false;
    setText(place.formattedAddress);
    setOpen(false);
    setSuggestions([]);
    setMessage(null);
    onChange(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open && suggestions.length) setOpen(true);
      setActive((i) => (suggestions.length ? (i + 1) % suggestions.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) =>
        suggestions.length ? (i - 1 + suggestions.length) % suggestions.length : -1,
      );
    } else if (event.key === 'Enter') {
      const suggestion = open ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        void choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      }
    }
  };

  const expanded = open && (suggestions.length > 0 || message !== null);
  const activeId = expanded && active >= 0 ? `${listboxId}-${active}` : undefined;

  return (
    <div className="relative">
      <MapPin
        className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        {...aria}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="address-line1"
        className="pl-9 pr-9"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
          if (event.target.value.trim().length < 2) {
            setSuggestions([]);
            setOpen(false);
          }
          // Typing after a choice un-chooses it: only a suggestion fills the field.
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => suggestions.length && setOpen(true)}
      />
      {loading ? (
        <Loader2
          className="absolute right-3 top-3.5 size-4 animate-spin text-muted-foreground"
          aria-hidden
        />
      ) : null}
      <ul
        id={listboxId}
        role="listbox"
        aria-label={m.addr_suggestions()}
        className={cn(
          'absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border bg-card p-1 shadow-lg',
          !expanded && 'hidden',
        )}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-1.5 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => void choose(suggestion)}
          >
            <span className="font-medium">{suggestion.label}</span>
            {suggestion.secondary ? (
              <span className="text-xs text-muted-foreground">{suggestion.secondary}</span>
            ) : null}
          </li>
        ))}
        {message ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            {message}
          </li>
        ) : null}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded && suggestions.length
          ? (suggestions.length === 1 ? m.addr_count_one : m.addr_count_many)({
              count: suggestions.length,
            })
          : (message ?? '')}
      </p>
    </div>
  );
}
