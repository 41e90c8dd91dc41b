import type { Page } from '@playwright/test';

/**
 * Words that do not fit (issue 50: the longest language's strings): the page scrolling sideways,
 * or an element whose text is wider than its box while the box hides what sticks out.
 * Each one named by its tag, class and first words, to say where to look.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const screen = window.innerWidth;
    if (root.scrollWidth > screen) {
      // The innermost element that sticks out, to say where to look.
      const out = [...document.querySelectorAll('body *')].filter(
        (element) => element.getBoundingClientRect().right > screen + 0.5,
      );
      const inner = out.find((one) => !out.some((other) => one.contains(other) && other !== one));
      found.push(
        `the page is ${root.scrollWidth - screen} px wider than the screen: <${inner?.tagName.toLowerCase() ?? ''} class="${inner?.getAttribute('class') ?? ''}"> "${inner?.textContent?.trim().slice(0, 40) ?? ''}"`,
      );
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      // Seen on screen only: a screen reader's 1 px text is clipped on purpose.
      if (!element.textContent?.trim() || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      // A box that scrolls sideways on purpose (a row of tabs) shows the rest on a swipe.
      const hides =
        style.overflowX === 'hidden' ||
        style.overflowX === 'clip' ||
        style.textOverflow === 'ellipsis';
      // Or words wider than the box that holds them, spilling over what is next to it.
      const ownWords = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (
        (hides || ownWords) &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 1
      )
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> "${element.textContent.trim().slice(0, 40)}"`,
        );
    }
    return found;
  });
}
