import { useLayoutEffect, useState, type RefObject } from 'react';

/** The rows to render: indexes first to last, inclusive (none when last < first). */
export type RowWindow = { first: number; last: number };

/**
 * The rows of a list of `count` rows of `rowHeight` pixels that a viewport scrolled to row `top` and `rows` rows tall
 * shows, with `overscan` more on each side.
 */
export function rowWindow({
  top,
  rows,
  count,
  overscan,
}: {
  top: number;
  rows: number;
  count: number;
  overscan: number;
}): RowWindow {
  const first = Math.min(Math.max(0, top - overscan), Math.max(0, count - 1));
  const last = Math.min(count - 1, top + rows + overscan);
  return { first, last };
}

/**
 * Windowing for a list whose rows all have one height (ARCHITECTURE §8: at most 60 DOM rows): the scroll element's
 * position and height, in whole rows, give the rows to render. It renders again only when that window moves, not on
 * every scrolled pixel. `fallbackHeight` stands in while the element has no height (hidden, or a DOM without layout).
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  {
    count,
    rowHeight,
    overscan,
    fallbackHeight,
  }: { count: number; rowHeight: number; overscan: number; fallbackHeight: number },
): RowWindow {
  const [view, setView] = useState({ top: 0, rows: Math.ceil(fallbackHeight / rowHeight) });
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => {
      const height = element.clientHeight > 0 ? element.clientHeight : fallbackHeight;
      const top = Math.floor(element.scrollTop / rowHeight);
      const rows = Math.ceil(height / rowHeight);
      setView((now) => (now.top === top && now.rows === rows ? now : { top, rows }));
    };
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : undefined;
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef, rowHeight, fallbackHeight]);
  return rowWindow({ top: view.top, rows: view.rows, count, overscan });
}
