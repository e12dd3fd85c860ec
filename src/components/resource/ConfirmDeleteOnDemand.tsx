import { Suspense, useState, type ComponentProps } from 'react';
import { lazyWithMuiTheme } from '../../theme/lazyWithMuiTheme';
import type { ConfirmDeleteDialog as Dialog } from './ConfirmDialog';

// MUI's Dialog (focus trap, Escape, backdrop) loads with the first delete asked, not with the list.
const ConfirmDeleteDialog = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialog')).ConfirmDeleteDialog,
);

/** The ConfirmDeleteDialog of a list, loaded when first opened and kept afterwards (its closing fade). */
export function ConfirmDeleteOnDemand(props: ComponentProps<typeof Dialog>) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog {...props} />
    </Suspense>
  ) : null;
}
