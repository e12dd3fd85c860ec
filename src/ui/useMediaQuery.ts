import { useCallback, useSyncExternalStore } from 'react';

// Environments without matchMedia (jsdom) match nothing, as MUI's useMediaQuery answers there.
const mediaList = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a media query matches now, following changes (MUI's useMediaQuery with noSsr, without MUI). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false);
}
