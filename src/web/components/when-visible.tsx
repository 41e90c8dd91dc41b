import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the screen (or at once where the browser cannot
 * tell): a part of a long page below the first view, and the code and data it loads, cost a
 * phone nothing until the person scrolls to it. `placeholder` keeps its place meanwhile.
 */
export function WhenVisible({
  children,
  placeholder,
  anchor,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** The part's own address on the page ('messages'): a link to '#messages' shows it at once. */
  anchor?: string;
}) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    // Asked for by a link to it, or where the browser cannot tell what is on screen: at once.
    if (
      (anchor && window.location.hash === `#${anchor}`) ||
      typeof IntersectionObserver === 'undefined'
    ) {
      const soon = setTimeout(() => setShown(true));
      return () => clearTimeout(soon);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, anchor]);
  return shown ? (
    children
  ) : (
    // Marked for the accessibility walk, which scrolls to such parts before it audits a page.
    <div ref={place} data-when-visible="">
      {placeholder}
    </div>
  );
}
