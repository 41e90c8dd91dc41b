import {
  cloneElement,
  useEffect,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { SplitComponent } from '../../lib/split-component';
import { useLive } from '../../lib/use-started';
import { toast } from './use-toast';

/** What a control that opens on demand (a menu, a confirmation) is given once its code is here. */
export interface OpensOnDemand {
  /** The button that opens it (Radix's Trigger renders it as itself). */
  trigger: ReactElement;
  /** Opened at once: the person pressed the button before the code had arrived. */
  defaultOpen: boolean;
}

export type TriggerProps = {
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * A menu or a dialog whose code (Radix, its focus trap and positioning: ~15 KiB on a phone) is
 * downloaded only when someone reaches for it: until then its button alone, the same button,
 * which starts the download when pointed at or focused, and opens it once the code is here.
 * `open` (a controlled dialog opened by the page) loads it too.
 */
export function OnDemand<P extends object>({
  split,
  trigger,
  props,
  open,
}: {
  split: SplitComponent<P & OpensOnDemand>;
  trigger: ReactElement<TriggerProps>;
  props: P;
  open?: boolean | undefined;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P & OpensOnDemand> | null>(split.ready);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const wanted = open === true && !Loaded;
  // On a page the server rendered, a press before the app runs would be lost: wait for it.
  const live = useLive();
  useEffect(() => {
    if (!wanted) return;
    void split.load().then((module) => setLoaded(() => module.default), couldNotOpen);
  }, [wanted, split]);
  if (Loaded) return <Loaded {...props} trigger={trigger} defaultOpen={openAtOnce} />;
  const prime = () => void split.load().catch(() => undefined);
  return cloneElement(trigger, {
    disabled: trigger.props.disabled === true || !live,
    onPointerEnter: prime,
    onFocus: prime,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      split.load().then((module) => {
        setOpenAtOnce(true);
        setLoaded(() => module.default);
      }, couldNotOpen);
    },
  });
}

function couldNotOpen() {
  toast({
    title: 'Could not open that',
    description: 'Check your connection and try again.',
    variant: 'destructive',
  });
}
