import { useSyncExternalStore } from 'react';

// Whether the side navigation shows icons only: a preference of this browser, kept in localStorage like the theme, and
// read before the first paint so that the page does not jump when the navigation's code arrives.

const SIDE_NAV_KEY = 'sideNav';
const COLLAPSED = 'collapsed';

const listeners = new Set<() => void>();

const read = (): boolean => localStorage.getItem(SIDE_NAV_KEY) === COLLAPSED;

export function setSideNavCollapsed(collapsed: boolean): void {
  if (collapsed) localStorage.setItem(SIDE_NAV_KEY, COLLAPSED);
  else localStorage.removeItem(SIDE_NAV_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the app changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIDE_NAV_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSideNavCollapsed = (): boolean => useSyncExternalStore(subscribe, read);
