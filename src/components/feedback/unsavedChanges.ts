import { useEffect } from 'react';

// Forms with changes not yet saved, and what keeps them from being thrown away unasked: a link followed inside the app
// (menus, Back to List, a related record), Sign Out, and closing or reloading the tab. The app's router is the
// declarative one (no data router, so no useBlocker): links are caught as they are clicked, before the router sees them.

export const LEAVE_QUESTION = 'Leave this page? The changes you made in its form will be lost.';

const changedForms = new Set<symbol>();

/** True when nothing would be lost, or the user agrees to lose it. */
export function confirmLeaving(): boolean {
  return changedForms.size === 0 || window.confirm(LEAVE_QUESTION);
}

/** A click that follows a link to another address of this app in this tab, or undefined. */
function inAppLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target !== '' && link.target !== '_self') return undefined;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return undefined;
  const here = window.location;
  if (to.pathname === here.pathname && to.search === here.search) return undefined;
  return link;
}

function onClick(event: MouseEvent) {
  if (changedForms.size === 0 || inAppLink(event) === undefined) return;
  if (window.confirm(LEAVE_QUESTION)) return;
  // Caught on the document before React's own listener: neither the router nor the browser follows the link.
  event.preventDefault();
  event.stopPropagation();
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (changedForms.size === 0) return;
  // The browser asks in its own words; what is set here only makes it ask.
  event.preventDefault();
  event.returnValue = LEAVE_QUESTION;
}

/** While `changed`, leaving the page through a link, Sign Out, a reload or closing the tab asks first. */
export function useUnsavedChanges(changed: boolean): void {
  useEffect(() => {
    if (!changed) return;
    const form = Symbol('changed form');
    if (changedForms.size === 0) {
      document.addEventListener('click', onClick, true);
      window.addEventListener('beforeunload', onBeforeUnload);
    }
    changedForms.add(form);
    return () => {
      changedForms.delete(form);
      if (changedForms.size === 0) {
        document.removeEventListener('click', onClick, true);
        window.removeEventListener('beforeunload', onBeforeUnload);
      }
    };
  }, [changed]);
}
