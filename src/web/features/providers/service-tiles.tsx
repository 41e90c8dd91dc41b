import { Check } from 'lucide-react';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import { m } from '../../../i18n/paraglide/messages.js';
import { serviceWord } from '../../lib/service-words';
import { cn } from '../../lib/utils';
import { ServiceIcon } from '../../components/service-icon';

/** The four services as selectable tiles: checkboxes underneath, so keyboards and readers work. */
export function ServiceTiles({
  value,
  onChange,
  disabled,
  describedBy,
  labelledBy,
}: {
  value: ServiceType[];
  onChange: (services: ServiceType[]) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** The id of the visible label naming the group; without it the group names itself. */
  labelledBy?: string | undefined;
}) {
  return (
    <div
      className="grid grid-cols-2 gap-3"
      role="group"
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': m.prof_services() })}
      aria-describedby={describedBy}
    >
      {SERVICE_TYPES.map((service) => {
        const checked = value.includes(service);
        return (
          <label
            key={service}
            className={cn(
              'relative flex min-h-20 cursor-pointer flex-col items-start gap-2 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary bg-accent' : 'bg-card hover:bg-muted',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="checkbox"
              className="sr-only"
              checked={checked}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? SERVICE_TYPES.filter((s) => s === service || value.includes(s))
                    : value.filter((s) => s !== service),
                )
              }
            />
            <ServiceIcon service={service} className="size-5 text-primary" />
            <span className="max-w-full break-words font-medium hyphens-auto">
              {serviceWord(service)}
            </span>
            {checked ? (
              <Check className="absolute right-3 top-3 size-4 text-primary" aria-hidden />
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
