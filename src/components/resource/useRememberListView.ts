import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { listViewShown } from '../../listViews/listViewsSlice';

/**
 * Remembers the list at `path` as its address shows it now (page, searches, order), so that the menus and 'Back to
 * List' return to it for as long as the tab is open.
 */
export function useRememberListView(path: string): void {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  useEffect(() => {
    dispatch(listViewShown({ path, search }));
  }, [dispatch, path, search]);
}
