import { BadgeCheck, Building2, Droplets, Timer, Zap, type LucideIcon } from 'lucide-react';
import { RESPONSIVE_DETAIL } from '../../../domain/provider-text';
import { BADGE_DETAILS, BADGE_LABELS, type Badge as BadgeName } from '../../../domain/verification';
import { Badge } from '../../components/ui/badge';
import { TooltipButton } from '../../components/ui/tooltip';
import { cn } from '../../lib/utils';

const ICONS: Record<BadgeName, LucideIcon> = {
  id_verified: BadgeCheck,
  registered_electrician: Zap,
  licensed_plumber: Droplets,
  registered_company: Building2,
};

/**
 * What a provider's approved documents show, each badge with a hint saying what was checked
 * (hover, focus or tap), and 'Responsive' when its measured time to quote earns it. Derived on
 * the server; never set by hand.
 */
export function ProviderBadges({
  badges,
  responsive = false,
  className,
}: {
  badges: readonly BadgeName[];
  responsive?: boolean;
  className?: string;
}) {
  if (badges.length === 0 && !responsive) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Checked by Khaya">
      {badges.map((badge) => {
        const Icon = ICONS[badge];
        return (
          <li key={badge}>
            <TooltipButton
              content={BADGE_DETAILS[badge]}
              className="min-h-6 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Badge
                tone="info"
                data-testid={badge === 'id_verified' ? 'verified' : `badge-${badge}`}
              >
                <Icon className="size-3.5" aria-hidden />
                {BADGE_LABELS[badge]}
              </Badge>
            </TooltipButton>
          </li>
        );
      })}
      {responsive ? (
        <li>
          <TooltipButton
            content={RESPONSIVE_DETAIL}
            className="min-h-6 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Badge tone="success" data-testid="badge-responsive">
              <Timer className="size-3.5" aria-hidden />
              Responsive
            </Badge>
          </TooltipButton>
        </li>
      ) : null}
    </ul>
  );
}
