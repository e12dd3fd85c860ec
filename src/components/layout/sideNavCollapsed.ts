import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../ui/useMediaQuery';

// Whether the side navigation shows icons only: the user's choice, kept in localStorage like the theme and read before
// the first paint, so that the page does not jump when the navigation's code arrives. Until they choose, it is
// collapsed on a window narrower than EXPANDED_FROM, where its labels would take the room of a list's columns.

const SIDE_NAV_KEY = 'sideNav';
const EXPANDED_FROM = 1280;

type Choice = 'collapsed' | 'expanded';

const listeners = new Set<() => void>();

function read(): Choice | null {
  const stored = localStorage.getItem(SIDE_NAV_KEY);
  return stored === 'collapsed' || stored === 'expanded' ? stored : null;
}

export function setSideNavCollapsed(collapsed: boolean): void {
  localStorage.setItem(SIDE_NAV_KEY, collapsed ? 'collapsed' : 'expanded');
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

export function useSideNavCollapsed(): boolean {
  const choice = useSyncExternalStore(subscribe, read);
  const roomy = useMediaQuery(`(min-width:${EXPANDED_FROM}px)`);
  return choice === null ? !roomy : choice === 'collapsed';
}
