// What a form held when its session ended, kept in this tab (sessionStorage) until its user signs in again and the
// form opens at the same address: a half-filled ticket is not lost to an expired token.

const PREFIX = 'formDraft:';

interface FormDraft {
  userName: string;
  values: Record<string, string>;
}

const keyOf = (path: string) => `${PREFIX}${path.toLowerCase()}`;

/** Keeps the form's values at this address for this user. Storage that is full or refused keeps nothing. */
export function keepDraft(path: string, draft: FormDraft): void {
  try {
    sessionStorage.setItem(keyOf(path), JSON.stringify(draft));
  } catch {
    // Nothing kept: the form still works, its values are just not saved for later.
  }
}

export function dropDraft(path: string): void {
  sessionStorage.removeItem(keyOf(path));
}

/**
 * The values kept at this address for this user, if any. Reading leaves them kept: the form that shows them keeps or
 * drops them as it goes on (and React may read twice while it renders).
 */
export function readDraft(path: string, userName: string): Record<string, string> | undefined {
  const raw = sessionStorage.getItem(keyOf(path));
  if (raw === null) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<FormDraft>;
    if (draft.userName !== userName || typeof draft.values !== 'object' || draft.values === null) return undefined;
    return Object.fromEntries(
      Object.entries(draft.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return undefined;
  }
}
