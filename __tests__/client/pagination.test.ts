import { makeStore } from '../../src/app/store';
import { rowsPerPageChanged, selectRowsPerPage } from '../../src/pagination/paginationSlice';

describe('rows per page', () => {
  it('defaults to 10', () => {
    expect(selectRowsPerPage(makeStore().getState())).toBe(10);
  });

  it('is remembered under rowsPerPage and restored by the next session', () => {
    const store = makeStore();
    store.dispatch(rowsPerPageChanged(20));
    expect(selectRowsPerPage(store.getState())).toBe(20);
    expect(localStorage.getItem('rowsPerPage')).toBe('20');
    expect(selectRowsPerPage(makeStore().getState())).toBe(20);
  });

  it('ignores a stored value that is not one of 5, 10 and 20', () => {
    localStorage.setItem('rowsPerPage', '7');
    expect(selectRowsPerPage(makeStore().getState())).toBe(10);
  });
});
