/**
 * A page's document told about what its path shows: a provider's page carries that provider's
 * name and rating in its title, description and link preview, and fetches its data with the HTML.
 */

/**
 * What a document says of the thing its path shows (a provider's name and rating on its page),
 * for tabs, search results and link previews; `prefetch` is a GET the page makes at once.
 */
export interface DocumentDetails {
  title: string;
  description: string;
  prefetch?: string;
}

/**
 * Tells the details of a page's document from its path: null when nothing is there (a 404 with
 * the not-found page), undefined to serve the page's document as built.
 */
export type DescribeDocument = (
  page: string,
  pathname: string,
  search: string,
) => Promise<DocumentDetails | null | undefined>;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The document with the details in its title, description, preview tags and preloads. */
export function describedDocument(html: string, details: DocumentDetails, url?: string): string {
  const title = escapeAttribute(`${details.title} · Khaya`);
  const description = escapeAttribute(details.description);
  let described = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"/,
      () => `<meta name="description" content="${description}"`,
    )
    .replace(
      /<meta\s+property="og:title"\s+content="[^"]*"/,
      () => `<meta property="og:title" content="${title}"`,
    )
    .replace(
      /<meta\s+property="og:description"\s+content="[^"]*"/,
      () => `<meta property="og:description" content="${description}"`,
    );
  if (url) {
    described = described.replace(
      /<meta property="og:url" content="[^"]*"/,
      () => `<meta property="og:url" content="${escapeAttribute(url)}"`,
    );
  }
  if (details.prefetch) {
    described = described.replace(
      '</head>',
      () =>
        `<link rel="preload" href="${escapeAttribute(details.prefetch ?? '')}" as="fetch" crossorigin="anonymous"></head>`,
    );
  }
  return described;
}
