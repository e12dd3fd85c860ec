import { Suspense, useId, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { ROLE_LABELS, type Role } from '../../domain/roles';
import { selectUserName } from '../../session/sessionSlice';
import { lazyWithMuiTheme } from '../../theme/lazyWithMuiTheme';
import { Icon } from '../../ui/icons';
import { visuallyHidden } from '../visuallyHidden';
import styles from './AccountMenu.module.css';

// MUI's Menu (focus moving in and back, arrow keys, Escape) loads when the menu is first opened, not with the page.
const AccountMenuList = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "dropdown-menu" */ './AccountMenuList')).default,
);

/** At the top right: who is signed in and in which role, and the menu that holds Sign Out. */
export function AccountMenu({ role }: { role: Role }) {
  const userName = useAppSelector(selectUserName);
  /** The button while the menu is open (where the menu hangs from), else null. */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  // Once opened, the menu stays mounted so it can play its closing transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.account}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Icon name="account" className={styles.icon} />
        {/* The name is what the button shows, after a word that says what it is (no label that differs from it). */}
        <span style={visuallyHidden}>Account: </span>
        <span className={styles.who}>
          <span className={styles.name}>{userName}</span> <span className={styles.role}>{ROLE_LABELS[role]}</span>
        </span>
        <Icon name="arrowDropDown" className={styles.caret} />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            anchor={anchor}
            userName={userName}
            roleLabel={ROLE_LABELS[role]}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
