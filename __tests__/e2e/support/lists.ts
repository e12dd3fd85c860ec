import type { Page } from 'playwright-core';
import { waitForList } from './session';

// A list's table as people read it: its rows' ids, a column's texts top to bottom, and its sortable headers.

export const listTable = (on: Page, name: string) => on.getByRole('table', { name, exact: true });

/** The ids of the rows shown (each row's header), top to bottom. */
export const listRowIds = (on: Page, name: string) => listTable(on, name).getByRole('rowheader').allInnerTexts();

/** The text of every row's cell under `header`, top to bottom, as shown. */
export async function columnTexts(on: Page, tableName: string, header: string): Promise<string[]> {
  const headers = (await listTable(on, tableName).getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column '${header}' in ${headers.join(', ')}`);
  return listTable(on, tableName)
    .locator('tbody tr')
    .evaluateAll(
      (rows, column) => rows.map((row) => (row as HTMLTableRowElement).cells[column]?.innerText.trim() ?? ''),
      index,
    );
}

export const columnHeader = (on: Page, tableName: string, header: string) =>
  listTable(on, tableName).getByRole('columnheader', { name: header, exact: true });

/** Sorts a list by a column as people do, with a click on its header's button; waits for `sort` in the address. */
export async function sortBy(on: Page, tableName: string, header: string, sort: string): Promise<void> {
  await columnHeader(on, tableName, header).getByRole('button', { name: header, exact: true }).click();
  await on.waitForURL((url) => url.searchParams.get('sort') === sort);
  await waitForList(on, tableName);
}

/** Whether texts are in the order the lists sort text (D-60): by its lower case, in code point order (C collation). */
export const inOrder = (texts: readonly string[], direction: 'ascending' | 'descending'): boolean =>
  texts.slice(1).every((text, index) => {
    const [before, here] = [String(texts[index]).toLowerCase(), text.toLowerCase()];
    return direction === 'ascending' ? before <= here : before >= here;
  });
