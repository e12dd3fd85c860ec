import { useId } from 'react';
import { isRowsPerPage, ROWS_PER_PAGE_OPTIONS, type RowsPerPage } from '../../pagination/paginationSlice';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Input';
import { GoToPage } from './GoToPage';
import styles from './Pager.module.css';

interface PagerProps {
  /** The page the server answered with (D-13), its page count and record count. */
  pageNumber: number;
  totalPages: number;
  totalCount: number;
  rowsPerPage: RowsPerPage;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: RowsPerPage) => void;
  /** The id the table points at with aria-describedby, so the summary is read with it. */
  summaryId: string;
  disabled?: boolean;
}

/**
 * The summary line, First Page / Previous / Next / Last Page, 'Go to page' (when there is more than one) and 'Items
 * per page:' (5, 10 or 20, remembered).
 */
export function Pager({
  pageNumber,
  totalPages,
  totalCount,
  rowsPerPage,
  onPage,
  onRowsPerPage,
  summaryId,
  disabled,
}: PagerProps) {
  const selectId = useId();
  const atFirst = pageNumber <= 1;
  const atLast = pageNumber >= totalPages;
  const buttons = [
    { label: 'First Page', page: 1, off: atFirst },
    { label: 'Previous', page: pageNumber - 1, off: atFirst },
    { label: 'Next', page: pageNumber + 1, off: atLast },
    { label: 'Last Page', page: totalPages, off: atLast },
  ];

  return (
    <div className={styles.pager}>
      <p id={summaryId} className={styles.summary}>
        Page: {pageNumber} | Total Pages: {totalPages} | Total Records: {totalCount}
      </p>
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
        {totalPages > 1 ? <GoToPage last={totalPages} onPage={onPage} disabled={disabled} /> : null}
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
