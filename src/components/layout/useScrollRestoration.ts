import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// Where each entry of the tab's history was scrolled to, by its location key: Back and Forward return there, any
// other move starts the new page at its top (D-86). react-router's ScrollRestoration needs a data router, which the
// app does not load (AppRoutes.tsx); this is the part of it the app needs.

/** Entries remembered: enough for any Back a person makes, bounded so a long day does not grow the map. */
const KEPT = 100;
/** How long a restore waits for a page to grow tall enough (its rows arriving): about a second and a half. */
const RESTORE_FRAMES = 90;

const positions = new Map<string, number>();

function remember(key: string, top: number) {
  positions.delete(key);
  positions.set(key, top);
  if (positions.size > KEPT) positions.delete(positions.keys().next().value as string);
}

/** Scrolls to `top` once the page is tall enough, unless the person scrolls, types or clicks first. */
function restore(top: number): () => void {
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  events.forEach((type) => window.addEventListener(type, stop, { once: true, passive: true }));
  const attempt = () => {
    if (stopped) return;
    window.scrollTo(0, top);
    frame += 1;
    if (Math.abs(window.scrollY - top) > 1 && frame < RESTORE_FRAMES) requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    stop();
    events.forEach((type) => window.removeEventListener(type, stop));
  };
}

/** A new page starts at its top; Back and Forward restore where that page was. A link to an anchor is left alone. */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);

  useEffect(() => {
    // The browser's own restoration would fight this one on Back (and it restores before the page has its rows).
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => remember(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    if (current.current === key) return undefined;
    current.current = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return restore(saved);
    if (hash === '') window.scrollTo(0, 0);
    return undefined;
  }, [key, hash, navigationType]);
}
