import { BadgeCheck, Building2, Droplets, Zap, type LucideIcon } from 'lucide-react';
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
 * (hover, focus or tap). Derived on the server from approved documents; never set by hand.
 */
export function ProviderBadges({
  badges,
  className,
}: {
  badges: readonly BadgeName[];
  className?: string;
}) {
  if (badges.length === 0) return null;
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
    </ul>
  );
}
