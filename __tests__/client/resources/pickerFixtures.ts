import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { renderApp } from '../support/renderApp';
import { getHandler, noContent } from './support';

// What the pickers talk to and how a person uses them: the API's `count=false` pages searched with `q`, and choosing
// a record by typing part of its name.

type Row = Record<string, unknown>;

/**
 * The text a record is searched in: its text values and those of the related records it carries, as the API looks
 * for each word in the text columns of a row and of the records the row shows (a flight's airline and destination).
 */
const textOf = (record: Row): string =>
  Object.values(record)
    .map((value) => {
      if (typeof value === 'string') return value;
      return value !== null && typeof value === 'object' ? textOf(value as Row) : '';
    })
    .join(' ')
    .toLowerCase();

/** The records having every word of `q` in their text (all of them for a blank `q`), as the API's `q` finds them. */
export function matching<R extends Row>(records: readonly R[], q: string | null): R[] {
  const words = (q ?? '').toLowerCase().split(' ').filter(Boolean);
  return records.filter((record) => words.every((word) => textOf(record).includes(word)));
}

/** One `count=false` page: the rows, and whether a next page has more. 204 when the page is empty, as the API does. */
export function uncountedPage<R extends Row>(found: readonly R[], url: URL): Response {
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const rows = found.slice((page - 1) * pageSize, page * pageSize);
  if (rows.length === 0) return noContent();
  return HttpResponse.json({ data: rows, pageNumber: page, pageSize, hasMore: found.length > page * pageSize });
}

/**
 * GET `path` searched as the API searches with `q` and `count=false`. `answer` may answer a request itself (hold it,
 * fail it); when it gives undefined, the records answer.
 */
export function searchedHandler<R extends Row>(
  path: string,
  records: readonly R[],
  answer?: (url: URL) => Response | undefined | Promise<Response | undefined>,
) {
  return getHandler(path, async (url) => {
    const own = await answer?.(url);
    return own ?? uncountedPage(matching(records, url.searchParams.get('q')), url);
  });
}

type User = ReturnType<typeof renderApp>['user'];

export const combobox = (label: string) => screen.getByRole('combobox', { name: label });

/** The list a combobox controls. */
export function listboxOf(label: string): HTMLElement {
  const id = combobox(label).getAttribute('aria-controls') ?? '';
  const listbox = document.getElementById(id);
  if (!listbox) throw new Error(`The combobox '${label}' controls no element.`);
  return listbox;
}

/** The options of a combobox's list as a person reads them, 'Load More' and 'Try again' included. */
export const optionTexts = (label: string) =>
  within(listboxOf(label))
    .queryAllByRole('option')
    .map((option) => option.textContent);

/** Types `typed` into a picker, waits for the option named `option` and clicks it. */
export async function choose(user: User, label: string, typed: string, option: string) {
  await user.type(combobox(label), typed);
  await user.click(await within(listboxOf(label)).findByRole('option', { name: option }));
}
