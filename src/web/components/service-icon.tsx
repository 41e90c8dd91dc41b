import { Leaf, Sparkles, Wrench, Zap, type LucideProps } from 'lucide-react';
import type { ServiceType } from '../../domain/services';

const ICONS = { cleaning: Sparkles, plumbing: Wrench, electrical: Zap, gardening: Leaf };

export function ServiceIcon({ service, ...props }: { service: ServiceType } & LucideProps) {
  const Icon = ICONS[service];
  return <Icon aria-hidden {...props} />;
}
