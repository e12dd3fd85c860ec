// When the person last used the app, in any of their tabs: what tells an active session from an idle one (D-87).
// Input, clicks, key presses and touches count; requests alone do not, since a screen that reloads by itself (the
// status check, the dashboard) would keep an unattended session alive. Kept in localStorage, which the tabs sharing
// the session share: one small write per key press or click.

const ACTIVITY_KEY = 'lastActivity';

export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'touchstart', 'wheel'] as const;

export function noteActivity(now = Date.now()): void {
  localStorage.setItem(ACTIVITY_KEY, String(now));
}

/** The last activity in this tab or another one sharing the session (0: none yet). */
export const lastActivity = (): number => Number(localStorage.getItem(ACTIVITY_KEY)) || 0;
