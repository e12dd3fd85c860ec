// How each user likes each list drawn (D-81): which columns it hides and how dense its rows are. Kept in localStorage
// under the user's name and the list's path, so a shared workstation keeps each person's choice, and signing out (which
// forgets the session's keys) does not forget it.

export type Density = 'standard' | 'compact';

export interface ListPreferences {
  /** The headers of the columns not shown; a column added to the list later shows until it is hidden. */
  hidden: readonly string[];
  density: Density;
}

const DEFAULT_PREFERENCES: ListPreferences = { hidden: [], density: 'standard' };

export const preferencesKey = (userName: string, path: string) => `listView:${userName}:${path}`;

/** The stored preferences, or the defaults for anything missing or unreadable (a hand-edited or older entry). */
export function readPreferences(key: string): ListPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<ListPreferences> | null;
    const hidden = Array.isArray(stored?.hidden) ? stored.hidden.filter((name) => typeof name === 'string') : [];
    return { hidden, density: stored?.density === 'compact' ? 'compact' : 'standard' };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function writePreferences(key: string, preferences: ListPreferences): void {
  try {
    if (preferences.hidden.length === 0 && preferences.density === 'standard') localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(preferences));
  } catch {
    // Storage full or refused (a private window): the choice holds for this visit only.
  }
}
