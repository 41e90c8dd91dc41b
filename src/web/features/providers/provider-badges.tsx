import { BadgeCheck, Building2, Droplets, Timer, Zap, type LucideIcon } from 'lucide-react';
import type { Badge as BadgeName } from '../../../domain/verification';
import { m } from '../../../i18n/paraglide/messages.js';
import { Badge } from '../../components/ui/badge';
import { TooltipButton } from '../../components/ui/tooltip';
import { cn } from '../../lib/utils';

const ICONS: Record<BadgeName, LucideIcon> = {
  id_verified: BadgeCheck,
  registered_electrician: Zap,
  licensed_plumber: Droplets,
  registered_company: Building2,
};

/** Each badge's name and what it says was checked, in this build's language (issue 50). */
const WORDS: Record<BadgeName, [label: () => string, detail: () => string]> = {
  id_verified: [m.vf_badge_id_verified, m.vf_bd_id_verified],
  registered_electrician: [m.vf_badge_registered_electrician, m.vf_bd_registered_electrician],
  licensed_plumber: [m.vf_badge_licensed_plumber, m.vf_bd_licensed_plumber],
  registered_company: [m.vf_badge_registered_company, m.vf_bd_registered_company],
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
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={m.vf_badges_aria()}>
      {badges.map((badge) => {
        const Icon = ICONS[badge];
        const [label, detail] = WORDS[badge];
        return (
          <li key={badge}>
            <TooltipButton
              content={detail()}
              className="min-h-6 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Badge
                tone="info"
                data-testid={badge === 'id_verified' ? 'verified' : `badge-${badge}`}
              >
                <Icon className="size-3.5" aria-hidden />
                {label()}
              </Badge>
            </TooltipButton>
          </li>
        );
      })}
      {responsive ? (
        <li>
          <TooltipButton
            content={m.vf_responsive_detail()}
            className="min-h-6 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Badge tone="success" data-testid="badge-responsive">
              <Timer className="size-3.5" aria-hidden />
              {m.vf_responsive()}
            </Badge>
          </TooltipButton>
        </li>
      ) : null}
    </ul>
  );
}
