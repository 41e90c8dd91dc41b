/**
 * The form of a cleaner's price list (issue 45), opened from its card
 * (src/web/features/instant-cleans/price-list-card.tsx).
 */
import { useState, type FormEvent } from 'react';
import { CLEAN_EXTRAS, type CleanExtra, type PriceList } from '../../../domain/price-list';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useSavePriceList } from './api';
import { EXTRA_WORDS } from './clean-words';
import { m } from '../../../i18n/paraglide/messages.js';

/** What a cleaner starts from before it has saved a list. */
const SUGGESTED: PriceList = {
  bedrooms: [350, 450, 550, 650, 750, 850],
  extraBathroom: 80,
  extras: { oven: 100, fridge: 80, windows: 120, ironing: 100, laundry: 80 },
  instant: false,
};

/** Whole rand typed into a field: the number, or NaN for the server to refuse on its field. */
const rand = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function PriceInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(field) => (
        <Input
          {...field}
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ''))}
        />
      )}
    </FormField>
  );
}

/** The price list's form (its own chunk: it loads when the card is opened). */
export default function ListForm({ saved: kept }: { saved: PriceList | null }) {
  const saved = kept ?? SUGGESTED;
  const save = useSavePriceList();
  const [bedrooms, setBedrooms] = useState(saved.bedrooms.map(String));
  const [bathroom, setBathroom] = useState(String(saved.extraBathroom));
  const [extras, setExtras] = useState<Partial<Record<CleanExtra, string>>>(
    Object.fromEntries(Object.entries(saved.extras).map(([key, price]) => [key, String(price)])),
  );
  const [instant, setInstant] = useState(saved.instant);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        bedrooms: bedrooms.map(rand),
        extraBathroom: rand(bathroom),
        extras: Object.fromEntries(
          Object.entries(extras).map(([key, price]) => [key, rand(price ?? '')]),
        ),
        instant,
      });
      setErrors({});
      toast({
        title: m.plf_saved(),
        description: instant ? m.plf_saved_instant() : undefined,
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.plf_could_not()));
    }
  };
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{m.plf_bedrooms()}</legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {bedrooms.map((price, n) => (
            <PriceInput
              key={n}
              label={m.plf_bed({ count: n + 1 })}
              value={price}
              error={errors[`bedrooms.${n}`]}
              onChange={(value) =>
                setBedrooms((now) => now.map((one, at) => (at === n ? value : one)))
              }
            />
          ))}
        </div>
      </fieldset>
      <div className="max-w-48">
        <PriceInput
          label={m.plf_bathroom()}
          value={bathroom}
          error={errors.extraBathroom}
          onChange={setBathroom}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{m.plf_extras()}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {CLEAN_EXTRAS.map((extra) => {
            const offered = extras[extra] !== undefined;
            return (
              <li key={extra} className="flex items-end gap-2">
                <ToggleChip
                  label={EXTRA_WORDS[extra]()}
                  checked={offered}
                  onCheckedChange={(on) =>
                    setExtras((now) => {
                      const next = { ...now };
                      if (on) next[extra] = String(SUGGESTED.extras[extra] ?? 100);
                      else delete next[extra];
                      return next;
                    })
                  }
                />
                {offered ? (
                  <div className="w-28">
                    <PriceInput
                      label={m.plf_extra_price({ extra: EXTRA_WORDS[extra]() })}
                      value={extras[extra] ?? ''}
                      error={errors[`extras.${extra}`]}
                      onChange={(value) => setExtras((now) => ({ ...now, [extra]: value }))}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <ToggleChip
        className="justify-self-start"
        label={m.plf_instant()}
        checked={instant}
        onCheckedChange={setInstant}
      />
      <p className="text-xs text-muted-foreground">{m.plf_instant_text()}</p>
      <FormAlert>{errors.form ?? errors.instant}</FormAlert>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {m.plf_save()}
      </Button>
    </form>
  );
}
