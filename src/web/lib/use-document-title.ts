import { useEffect } from 'react';

export const SITE_NAME = 'Khaya';
/** The landing page's description (the same text as in index.html). */
export const SITE_DESCRIPTION =
  'Request a quote for cleaning, plumbing, electrical or gardening work, compare prices in rand from local providers and get the job done.';

/**
 * Sets the tab title ("Title · Khaya") and the page's meta description, which search results
 * and link previews show.
 */
export function useDocumentTitle(
  title: string | null,
  description: string = SITE_DESCRIPTION,
): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} – trusted home services in South Africa`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
