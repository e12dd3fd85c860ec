import { useId } from 'react';
import { isRowsPerPage, ROWS_PER_PAGE_OPTIONS, type RowsPerPage } from '../../pagination/paginationSlice';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Input';
import { GoToPage } from './GoToPage';
import styles from './Pager.module.css';

/**
 * What the pager knows of the whole: the page and record counts; or, for a search whose page came before its count
 * (D-110), whether a next page exists and, once counted up to the bound (D-106), that more than `moreThan` records
 * match, with how to ask for the exact figure. Without `onCountAll` the count is still on its way.
 */
export type PagerTotal =
  { totalPages: number; totalCount: number } | { moreThan?: number; hasMore: boolean; onCountAll?: () => void };

const count = (n: number) => n.toLocaleString('en-US');

interface PagerProps {
  /** The page the server answered with (D-13). */
  pageNumber: number;
  total: PagerTotal;
  rowsPerPage: RowsPerPage;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: RowsPerPage) => void;
  /** The id the table points at with aria-describedby, so the summary is read with it. */
  summaryId: string;
  disabled?: boolean;
}

/**
 * The summary line, First Page / Previous / Next / Last Page, 'Go to page' (when there is more than one) and 'Items
 * per page:' (5, 10 or 20, remembered). Counted up to a bound, the summary says 'More than 1,000 results' beside a
 * 'Count all results' button; the last page is then not known, so Last Page and 'Go to page' wait for the count.
 * While a search's count is on its way it says 'Counting results…', and Next already follows whether there is more.
 * A count that failed leaves the page number and the button, which asks again for the exact figure.
 */
export function Pager({ pageNumber, total, rowsPerPage, onPage, onRowsPerPage, summaryId, disabled }: PagerProps) {
  const selectId = useId();
  const bounded = 'hasMore' in total;
  const atFirst = pageNumber <= 1;
  const atLast = bounded ? !total.hasMore : pageNumber >= total.totalPages;
  const buttons = [
    { label: 'First Page', page: 1, off: atFirst },
    { label: 'Previous', page: pageNumber - 1, off: atFirst },
    { label: 'Next', page: pageNumber + 1, off: atLast },
    { label: 'Last Page', page: bounded ? pageNumber : total.totalPages, off: bounded || atLast },
  ];

  return (
    <div className={styles.pager}>
      {bounded ? (
        <div className={styles.bounded}>
          <p id={summaryId} className={styles.summary}>
            Page: {pageNumber}
            {total.onCountAll === undefined
              ? ' | Counting results…'
              : total.moreThan === undefined
                ? ''
                : ` | More than ${count(total.moreThan)} results`}
          </p>
          {total.onCountAll === undefined ? null : (
            <Button variant="text" size="small" disabled={disabled} onClick={total.onCountAll} data-print="hide">
              Count all results
            </Button>
          )}
        </div>
      ) : (
        <p id={summaryId} className={styles.summary}>
          Page: {pageNumber} | Total Pages: {total.totalPages} | Total Records: {total.totalCount}
        </p>
      )}
      <div className={styles.controls} data-print="hide">
        <nav aria-label="Pages" className={styles.pages}>
          {buttons.map((button) => (
            <Button
              key={button.label}
              variant="outlined"
              size="small"
              disabled={button.off || disabled}
              onClick={() => onPage(button.page)}
            >
              {button.label}
            </Button>
          ))}
        </nav>
        {!bounded && total.totalPages > 1 ? (
          <GoToPage last={total.totalPages} onPage={onPage} disabled={disabled} />
        ) : null}
        <div className={styles.rowsPerPage}>
          <label htmlFor={selectId}>Items per page:</label>
          <Select
            id={selectId}
            value={rowsPerPage}
            onChange={(event) => {
              const rows = Number(event.target.value);
              if (isRowsPerPage(rows)) onRowsPerPage(rows);
            }}
          >
            {ROWS_PER_PAGE_OPTIONS.map((rows) => (
              <option key={rows} value={rows}>
                {rows}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
