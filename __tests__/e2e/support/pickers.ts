import type { Locator, Page } from 'playwright-core';

// The searchable pickers of related records (a ticket's passenger, a flight's airline; D-27), on a form or in a list's
// search bar, driven as people drive them: a click opens the list, typing searches after a pause, an option is chosen
// with a click, and 'Load More' at the end of the list brings the next ten.

const LOAD_MORE = 'Load More';
/** What the list's last item says instead of an option: 'Load More', 'Loading...' while the next page comes, 'Try again'. */
const ACTIONS = new Set([LOAD_MORE, 'Loading...', 'Try again']);
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Polls `check` until it holds. For what no single element's state tells (a list that has grown, a column whose order
 * changed); a failure says what was awaited and what was last seen.
 */
export async function waitUntil<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  what: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Waited ${timeoutMs} ms for ${what}; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Picker {
  /** The combobox itself: the input people type in. */
  input: Locator;
  /** Its list of options (a listbox named, like the input, by the picker's label). */
  list: Locator;
  /** An option by its whole label, or by a pattern. */
  option: (name: string | RegExp) => Locator;
  /** The 'Load More' option that ends the list while the server has more. */
  loadMoreOption: Locator;
  /** The options' labels as listed, without 'Load More' (or what stands in its place). */
  labels: () => Promise<string[]>;
  /** Opens the list with a click in the input and waits for its first options. */
  open: () => Promise<string[]>;
  /**
   * Types `text` key by key, as people do, and waits until the list shows what the server found for it: `expected` is
   * an option that must be among the answers (a whole label, or a pattern one or more of them match).
   */
  type: (text: string, expected: string | RegExp) => Promise<string[]>;
  /** Chooses 'Load More' and waits until the list has grown; returns the labels then listed. */
  loadMore: () => Promise<string[]>;
  /** Clicks the option, then checks the input shows it and the list has closed. */
  choose: (name: string | RegExp) => Promise<string>;
  /** 'No more airlines' and the like: the line under the options once the list ends. */
  note: (text: string) => Locator;
}

/**
 * A picker by its label: 'Passenger' on a form (the asterisk of a required field is hidden from the name), 'Flight:'
 * in a search bar. `scope` is what holds it (a form, a search region); the listbox is looked for on the page.
 */
export function picker(page: Page, scope: Locator, label: string): Picker {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  const list = page.getByRole('listbox', { name: label, exact: true });
  const options = list.getByRole('option');
  const option = (name: string | RegExp) => list.getByRole('option', { name, exact: true });
  const loadMoreOption = option(LOAD_MORE);
  const labels = async () =>
    (await options.allInnerTexts()).map((text) => text.trim()).filter((text) => !ACTIONS.has(text));
  const note = (text: string) => list.locator('xpath=..').getByText(text, { exact: true });

  // A list is ready when it shows options and nothing in it is loading ('Loading airlines...' replaces the options,
  // 'Loading...' replaces 'Load More' while the next page comes).
  const settled = async () => {
    await options.first().waitFor();
    await list
      .locator('xpath=..')
      .getByText(/^Loading/)
      .waitFor({ state: 'detached' });
  };

  return {
    input,
    list,
    option,
    loadMoreOption,
    labels,
    note,
    async open() {
      await input.click();
      await list.waitFor();
      await settled();
      return labels();
    },
    async type(text, expected) {
      await input.pressSequentially(text);
      await option(expected).first().waitFor();
      await settled();
      return labels();
    },
    async loadMore() {
      const before = (await labels()).length;
      await loadMoreOption.click();
      const after = await waitUntil(labels, (shown) => shown.length > before, `more options than ${before}`);
      await settled();
      return after;
    },
    async choose(name) {
      const chosen = option(name);
      const label = (await chosen.innerText()).trim();
      await chosen.click();
      await list.waitFor({ state: 'hidden' });
      await waitUntil(
        () => input.inputValue(),
        (value) => value === label,
        `the picker to show '${label}'`,
      );
      return label;
    },
  };
}
