import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { selectSessionNotice, selectUserName } from '../../session/sessionSlice';
import { dropDraft, keepDraft, readDraft } from '../../session/formDrafts';

/**
 * A form's starting values, and what keeps them if its session ends: values that differ from `start` are kept for this
 * address while the form is open; when the form closes because the session expired they stay, for the same user to
 * find when signing in brings them back here; closed any other way (saved, left, signed out), they are dropped.
 */
export function useFormDraft<V extends Record<string, string>>(start: V) {
  const { pathname } = useLocation();
  const userName = useAppSelector(selectUserName);
  const store = useAppStore();
  // What the form started with, as it was when it opened (a page passes new but equal values on each render).
  const [opened] = useState(start);
  const [restored] = useState(() => {
    const draft = readDraft(pathname, userName);
    return draft === undefined ? undefined : ({ ...opened, ...pick(draft, opened) } as V);
  });
  const owner = useRef({ pathname, userName });

  useEffect(() => {
    const { pathname: path } = owner.current;
    return () => {
      // Still signed in, or signed out on purpose: nothing to bring back.
      if (selectSessionNotice(store.getState()) === null) dropDraft(path);
    };
  }, [store]);

  return {
    /** The values the form starts with: the kept draft, else `start`. */
    initial: restored ?? opened,
    /** Whether the form shows a draft brought back after signing in again. */
    restored: restored !== undefined,
    /** Whether the values differ from what the form started with (the record, or blanks). */
    isChanged: (values: V) => changedFrom(opened, values),
    /** Keeps the values while they differ from what the form started with. */
    keep: useCallback(
      (values: V) => {
        const { pathname: path, userName: user } = owner.current;
        if (changedFrom(opened, values)) keepDraft(path, { userName: user, values });
        else dropDraft(path);
      },
      [opened],
    ),
  };
}

const changedFrom = (start: Record<string, string>, values: Record<string, string>) =>
  Object.keys(start).some((name) => values[name] !== start[name]);

/** The draft's values of the form's own fields only. */
const pick = (draft: Record<string, string>, start: Record<string, string>) =>
  Object.fromEntries(Object.keys(start).flatMap((name) => (name in draft ? [[name, draft[name] as string]] : [])));
