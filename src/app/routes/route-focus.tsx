import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation, moves focus to the page's main region, as a full page load would reset it:
 * keyboard users continue from the new content and screen readers announce it. The first render leaves focus
 * alone, so a fresh page starts at the skip link.
 */
export function RouteFocus({ pathname }: { pathname: string }) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    // leave focus where it is when the page itself already put it somewhere (an autofocused field)
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
