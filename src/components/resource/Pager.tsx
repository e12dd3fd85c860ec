import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { isRowsPerPage, ROWS_PER_PAGE_OPTIONS, type RowsPerPage } from '../../pagination/paginationSlice';

interface PagerProps {
  /** The page the server answered with (L-12), its page count and record count. */
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

/** The summary line, First Page / Previous / Next / Last Page and 'Items per page:' (ui-checklist L-09..L-11). */
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
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        Page: {pageNumber} | Total Pages: {totalPages} | Total Records: {totalCount}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box component="nav" aria-label="Pages" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, ml: { sm: 'auto' } }}>
          <Box component="label" htmlFor={selectId} sx={{ typography: 'body2', whiteSpace: 'nowrap' }}>
            Items per page:
          </Box>
          <NativeSelect
            id={selectId}
            value={rowsPerPage}
            onChange={(event) => {
              const rows = Number(event.target.value);
              if (isRowsPerPage(rows)) onRowsPerPage(rows);
            }}
            input={<OutlinedInput size="small" />}
          >
            {ROWS_PER_PAGE_OPTIONS.map((rows) => (
              <option key={rows} value={rows}>
                {rows}
              </option>
            ))}
          </NativeSelect>
        </Stack>
      </Stack>
    </Stack>
  );
}
