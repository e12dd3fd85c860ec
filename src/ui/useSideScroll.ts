import { useCallback, useEffect, useRef, useState } from 'react';

interface SideScroll {
  /** The content is wider than the frame: it scrolls sideways. */
  overflows: boolean;
  /** There is more to see to the left (it was scrolled), to the right (it was not scrolled to the end). */
  moreStart: boolean;
  moreEnd: boolean;
}

const NONE: SideScroll = { overflows: false, moreStart: false, moreEnd: false };

/**
 * Whether an element scrolls sideways and which way there is more to see, followed as it scrolls and as it or its
 * content change size: what a table's edge shadows and its scrollable region are drawn from.
 */
export function useSideScroll<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [state, setState] = useState<SideScroll>(NONE);

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const room = element.scrollWidth - element.clientWidth;
    // A pixel of rounding is not more to see.
    const next = {
      overflows: room > 1,
      moreStart: room > 1 && element.scrollLeft > 1,
      moreEnd: room > 1 && element.scrollLeft < room - 1,
    };
    setState((current) =>
      current.overflows === next.overflows && current.moreStart === next.moreStart && current.moreEnd === next.moreEnd
        ? current
        : next,
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // jsdom has no ResizeObserver (nor layout): there nothing ever overflows.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { ref, ...state };
}
