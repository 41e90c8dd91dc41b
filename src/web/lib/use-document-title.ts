import { useEffect } from 'react';

export const SITE_NAME = 'Khaya';

/** A page's title as the tab shows it ("Title · Khaya"; one that starts with Khaya as it is). */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

/** Sets the tab title and the page's meta description, which search results and link previews show. */
export function setDocumentTitle(title: string, description: string): void {
  document.title = documentTitle(title);
  // The browser's copy of the page registry carries no descriptions: the document's stays.
  if (!description) return;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * For a page whose title changes with what it shows (null: the registry's): every page gets its
 * registry title (src/web/app/pages.ts) before its own effects run, so this one wins. Without a
 * description the page's stays.
 */
export function useDocumentTitle(title: string | null, description?: string): void {
  useEffect(() => {
    if (title === null) return;
    const current = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    setDocumentTitle(title, description ?? current?.content ?? '');
  }, [title, description]);
}
