import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within a quarter of a screen of the window (and from then on). The charts' code (MUI
 * X and MUI, some 190 KB gzip, two seconds of main-thread work on Lighthouse's simulated phone) is asked for only then:
 * on a phone the charts are far below the fold, and a visit that never scrolls to them never pays for them, while on
 * a desktop they start just below it and come at once (docs/dashboard.md). Without IntersectionObserver, at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
