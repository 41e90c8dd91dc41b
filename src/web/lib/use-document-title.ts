import { useEffect } from 'react';

export const SITE_NAME = 'Khaya';

/** Sets the tab title for the page: "Title · Khaya". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} – trusted home services in South Africa`;
  }, [title]);
}
