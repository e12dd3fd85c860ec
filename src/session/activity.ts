// When the person last used the app, in any of their tabs: what tells an active session from an idle one (D-87).
// Input, clicks, key presses and touches count; requests alone do not, since a screen that reloads by itself (the
// status check, the dashboard) would keep an unattended session alive. Kept in localStorage, which the tabs sharing
// the session share, and written at most every few seconds: a scrolling wheel fires dozens of events a second, and each
// write wakes every other tab with a storage event, for a moment that only needs to be known to the minute.

const ACTIVITY_KEY = 'lastActivity';
const WRITE_EVERY_MS = 5_000;

export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'touchstart', 'wheel'] as const;

/** The last activity in this tab or another one sharing the session (0: none yet). */
export const lastActivity = (): number => Number(localStorage.getItem(ACTIVITY_KEY)) || 0;

export function noteActivity(now = Date.now()): void {
  const since = now - lastActivity();
  // A moment ahead of now (the clock was set back) is written over at once.
  if (since >= 0 && since < WRITE_EVERY_MS) return;
  localStorage.setItem(ACTIVITY_KEY, String(now));
}
