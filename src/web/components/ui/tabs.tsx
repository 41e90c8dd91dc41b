import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/utils';
import { useLive } from '../../lib/use-started';

/**
 * Tabs as the WAI-ARIA tabs pattern has them (tablist, tab, tabpanel; one tab in the tab order,
 * arrow keys, Home and End move between tabs and select them). Written here rather than taken
 * from Radix: the pages use them controlled and nothing more, and Radix's with their roving
 * focus and collection code were 9 KiB of a signed-in page's 150 on a phone (ADR 11).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('A tab must be inside <Tabs>');
  return state;
}

const idOf = (base: string, part: 'tab' | 'panel', value: string) =>
  `${base}-${part}-${value.replace(/[^\w-]/g, '_')}`;

export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, id }}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End: the next, previous, first or last tab, focused and selected. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  const to = {
    ArrowRight: (at + 1) % tabs.length,
    ArrowLeft: (at - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  tabs[to]?.focus();
  tabs[to]?.click();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveBetweenTabs}
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  disabled,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const live = useLive();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.id, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.id, 'panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      disabled={disabled || !live}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        'inline-flex min-h-10 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel: there while its tab is selected, or always with `forceMount`. */
export function TabsContent({
  value,
  forceMount,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.id, 'panel', value)}
      aria-labelledby={idOf(tabs.id, 'tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      {...props}
    />
  );
}
