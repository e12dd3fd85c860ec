import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { Column } from '../../resources/definition';

interface ResourceTableProps<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => number;
  /** The Actions cell of a row; no Actions column when left out (travel classes). */
  actions?: (row: T) => ReactNode;
  describedBy?: string;
  busy?: boolean;
}

const snug = { width: '1%', pr: 4 } as const;

/** A list's table. The wrapper scrolls sideways on a narrow window instead of the page (ui-checklist 2.14). */
export function ResourceTable<T>({ label, columns, rows, rowKey, actions, describedBy, busy }: ResourceTableProps<T>) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      // Positioned, so visually hidden text inside (absolutely positioned) scrolls with the table instead of widening the page.
      sx={{ position: 'relative', maxWidth: columns.length <= 2 && !actions ? 720 : undefined }}
    >
      <Table size="small" aria-label={label} aria-describedby={describedBy} aria-busy={busy || undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              // The id and the actions take only the room they need; the data columns share the rest.
              <TableCell
                key={column.header}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(index === 0 ? snug : {}) }}
              >
                {column.header}
              </TableCell>
            ))}
            {actions ? <TableCell sx={{ fontWeight: 600, ...snug }}>Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        {/* On a narrow window the table scrolls sideways with one line per row, instead of rows many lines high. */}
        <TableBody
          sx={{ '& td, & th': { whiteSpace: { xs: 'nowrap', md: 'normal' } }, ...(busy ? { opacity: 0.6 } : {}) }}
        >
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column, index) =>
                // The first column (the id) names the row for screen readers.
                index === 0 ? (
                  <TableCell key={column.header} component="th" scope="row">
                    {column.value(row)}
                  </TableCell>
                ) : (
                  <TableCell key={column.header}>{column.value(row)}</TableCell>
                ),
              )}
              {actions ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
