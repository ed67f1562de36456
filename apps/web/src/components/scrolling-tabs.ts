import { useEffect, useRef, useState } from 'react';

/** How far the tab list fades out on a side with more tabs. */
const FADE_PX = 32;

/** Scrolls the list sideways just enough for `tab` to show whole, with a margin past the fade; never the page. */
function bringIntoView(list: HTMLElement, tab: HTMLElement) {
  const box = list.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  if (rect.left < box.left + FADE_PX) list.scrollLeft -= box.left + FADE_PX - rect.left;
  else if (rect.right > box.right - FADE_PX) list.scrollLeft += rect.right - (box.right - FADE_PX);
}

/** A fade on each side the tab list has more tabs to scroll to: the cue that it scrolls. */
function fadeMask(start: boolean, end: boolean): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? `transparent 0, #000 ${FADE_PX}px` : '#000 0';
  const to = end ? `#000 calc(100% - ${FADE_PX}px), transparent 100%` : '#000 100%';
  return `linear-gradient(to right, ${from}, ${to})`;
}

/**
 * The tab list on a screen too narrow for it (400px) scrolls sideways: the open tab, and any tab the
 * keyboard moves to, is brought into view, and the sides with more tabs fade out.
 */
export function useScrollingTabs(current: string | null) {
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  // The list is there once the tab is known (the summary has arrived).
  const ready = current !== null;

  useEffect(() => {
    if (current === null) return;
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (list && active && list.scrollWidth > list.clientWidth) bringIntoView(list, active);
  }, [current]);

  useEffect(() => {
    const list = listRef.current;
    if (!ready || !list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && list.scrollWidth > list.clientWidth) bringIntoView(list, event.target);
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    list.addEventListener('focusin', onFocus);
    const resize = new ResizeObserver(update);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      list.removeEventListener('focusin', onFocus);
      resize.disconnect();
    };
  }, [ready]);

  const mask = fadeMask(edges.start, edges.end);
  // One line that scrolls sideways when the tabs outgrow the screen, never wraps or clips them.
  const listStyle = {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
    maskImage: mask,
    WebkitMaskImage: mask,
  } as const;
  return { listRef, listStyle };
}
