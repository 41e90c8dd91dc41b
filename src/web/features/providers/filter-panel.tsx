import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/select';
import type { ProviderFilters } from './api';
import { NearField } from './near-filter';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * Browse Providers' filters beyond the service and the search: near a place, verified only, a
 * highest hourly rate and a lowest rating. Each change goes to the address at once (`update`).
 */
export function FilterPanel({
  filters,
  open,
  update,
}: {
  filters: ProviderFilters;
  open: boolean;
  update: (next: Partial<ProviderFilters>) => void;
}) {
  return (
    <section
      id="provider-filters"
      aria-label={m.pv_filters()}
      hidden={!open}
      className="mt-3 grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-3 sm:items-end"
    >
      <div className="grid gap-1.5 sm:col-span-3">
        <Label htmlFor="near-place">{m.pv_near()}</Label>
        {open ? <NearField near={filters.near} onChange={(near) => update({ near })} /> : null}
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id="verified-only"
          checked={Boolean(filters.verified)}
          onCheckedChange={(checked) => update({ verified: checked })}
        />
        <Label htmlFor="verified-only">{m.pv_verified_only()}</Label>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="max-rate">{m.pv_max_rate()}</Label>
        <Input
          id="max-rate"
          name="maxRate"
          inputMode="numeric"
          placeholder={m.pv_any()}
          defaultValue={filters.maxRate ?? ''}
          onChange={(e) => {
            const value = Number(e.target.value);
            update({ maxRate: Number.isInteger(value) && value > 0 ? value : undefined });
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="min-rating">{m.pv_min_rating()}</Label>
        <NativeSelect
          id="min-rating"
          value={filters.minRating ? String(filters.minRating) : ''}
          onChange={(e) => update({ minRating: Number(e.target.value) || undefined })}
        >
          <option value="">{m.pv_any_rating()}</option>
          <option value="3">{m.pv_and_up({ rating: '3.0' })}</option>
          <option value="4">{m.pv_and_up({ rating: '4.0' })}</option>
          <option value="4.5">{m.pv_and_up({ rating: '4.5' })}</option>
        </NativeSelect>
      </div>
    </section>
  );
}
