import { useCallback, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUserName } from '../../session/sessionSlice';
import {
  preferencesKey,
  readPreferences,
  writePreferences,
  type Density,
  type ListPreferences,
} from './listPreferences';

/**
 * The signed-in user's columns and density for the list at `path`, read from and written to localStorage as they
 * change (D-81).
 */
export function useListPreferences(path: string) {
  const key = preferencesKey(useAppSelector(selectUserName), path);
  const [state, setState] = useState(() => ({ key, preferences: readPreferences(key) }));
  // Another user, or another list in the same component: that one's own choice, until it changes.
  const preferences = state.key === key ? state.preferences : readPreferences(key);

  const change = useCallback(
    (update: (current: ListPreferences) => ListPreferences) =>
      setState((current) => {
        const next = update(current.key === key ? current.preferences : readPreferences(key));
        writePreferences(key, next);
        return { key, preferences: next };
      }),
    [key],
  );

  return {
    hidden: preferences.hidden,
    density: preferences.density,
    /** Shows or hides the column under `header`. */
    toggleColumn: useCallback(
      (header: string, shown: boolean) =>
        change((current) => ({
          ...current,
          hidden: shown ? current.hidden.filter((name) => name !== header) : [...current.hidden, header],
        })),
      [change],
    ),
    showAllColumns: useCallback(() => change((current) => ({ ...current, hidden: [] })), [change]),
    setDensity: useCallback((density: Density) => change((current) => ({ ...current, density })), [change]),
  };
}
