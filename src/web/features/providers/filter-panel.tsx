import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/select';
import type { ProviderFilters } from './api';
import { NearField } from './near-filter';

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
      aria-label="Filters"
      hidden={!open}
      className="mt-3 grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-3 sm:items-end"
    >
      <div className="grid gap-1.5 sm:col-span-3">
        <Label htmlFor="near-place">Near</Label>
        {open ? <NearField near={filters.near} onChange={(near) => update({ near })} /> : null}
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id="verified-only"
          checked={Boolean(filters.verified)}
          onCheckedChange={(checked) => update({ verified: checked })}
        />
        <Label htmlFor="verified-only">Verified providers only</Label>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="max-rate">Maximum hourly rate (R)</Label>
        <Input
          id="max-rate"
          name="maxRate"
          inputMode="numeric"
          placeholder="Any"
          defaultValue={filters.maxRate ?? ''}
          onChange={(e) => {
            const value = Number(e.target.value);
            update({ maxRate: Number.isInteger(value) && value > 0 ? value : undefined });
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="min-rating">Minimum rating</Label>
        <NativeSelect
          id="min-rating"
          value={filters.minRating ? String(filters.minRating) : ''}
          onChange={(e) => update({ minRating: Number(e.target.value) || undefined })}
        >
          <option value="">Any rating</option>
          <option value="3">3.0 and up</option>
          <option value="4">4.0 and up</option>
          <option value="4.5">4.5 and up</option>
        </NativeSelect>
      </div>
    </section>
  );
}
