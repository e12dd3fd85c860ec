import { Suspense, useState } from 'react';
import type { Role } from '../../domain/roles';
import { lazyWithMuiTheme } from '../../theme/lazyWithMuiTheme';
import { IconButton } from '../../ui/IconButton';

// MUI's Drawer (its focus trap, Escape, backdrop and slide) loads when the drawer is first opened, not with the page.
const NavDrawer = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "nav-drawer" */ './NavDrawer')).default,
);

/** Below the width of the side navigation, the navigation opens in a drawer from a button (decision D-11). */
export function MobileNav({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can slide out.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        icon="menu"
        color="inherit"
        edge="end"
        aria-label="Toggle navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)} role={role} />
        </Suspense>
      ) : null}
    </>
  );
}
