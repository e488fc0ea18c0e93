import { useEffect } from 'react';
import { t } from '@/shared/i18n';

// the template's <title>, found before React hoists any page's own <title> into the head
const templateTitle = typeof document === 'undefined' ? null : document.querySelector('title');

/** The title a page names itself with: its own <title> when it renders one, else its main heading. */
export function pageTitle(doc: Document, base: string): string {
  const own = [...doc.querySelectorAll('title')]
    .filter((el) => el !== templateTitle)
    .at(-1)
    ?.textContent?.trim();
  if (own) return own;
  const heading = (doc.querySelector('main h1') ?? doc.querySelector('h1'))?.textContent?.trim();
  return heading && heading !== base ? `${heading} – ${base}` : base;
}

/**
 * Every page names itself in the window title (issue 23: 'RQ-000012 – Requests – Carebridge'): a page's own
 * <title> wins; otherwise its main heading, followed by the product name. Kept up to date as lazily loaded
 * pages render their headings. The router in use passes the address, so a new page is looked at afresh.
 */
export function DocumentTitle({ pathname }: { pathname: string }) {
  useEffect(() => {
    const base = t('app.name');
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = pageTitle(document, base);
      if (templateTitle) {
        if (templateTitle.textContent !== title) templateTitle.textContent = title;
      } else if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [pathname]);
  return null;
}
