import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const ROWS_PER_PAGE_KEY = 'rowsPerPage';
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20] as const;
export type RowsPerPage = (typeof ROWS_PER_PAGE_OPTIONS)[number];
const DEFAULT_ROWS_PER_PAGE: RowsPerPage = 10;

export const isRowsPerPage = (value: number): value is RowsPerPage =>
  (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(value);

function readStoredRowsPerPage(): RowsPerPage {
  const stored = Number(localStorage.getItem(ROWS_PER_PAGE_KEY));
  return isRowsPerPage(stored) ? stored : DEFAULT_ROWS_PER_PAGE;
}

const paginationSlice = createSlice({
  name: 'pagination',
  initialState: () => ({ rowsPerPage: readStoredRowsPerPage() }),
  reducers: {
    rowsPerPageChanged(state, action: PayloadAction<RowsPerPage>) {
      state.rowsPerPage = action.payload;
    },
  },
  selectors: {
    selectRowsPerPage: (state) => state.rowsPerPage,
  },
});

export const { rowsPerPageChanged } = paginationSlice.actions;
export const { selectRowsPerPage } = paginationSlice.selectors;
export const paginationReducer = paginationSlice.reducer;
