import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

// Environments without matchMedia (jsdom, very old engines) have no system preference: light.
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the system asks for dark colours, following a change while the app is open. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribe, () => mediaList()?.matches ?? false);
}
