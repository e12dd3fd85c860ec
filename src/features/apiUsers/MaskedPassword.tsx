import { useState } from 'react';
import { IconButton } from '../../ui/IconButton';
import styles from './MaskedPassword.module.css';

const MASK = '••••••••';

/**
 * The stored password (an argon2id hash, never the password itself, decision D-32) shown masked, with a button that
 * reveals it.
 */
export function MaskedPassword({ value, owner }: { value: string; owner: string }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <div className={styles.password}>
      <span className={styles.value} aria-label={revealed ? undefined : 'Password hidden'}>
        {revealed ? value : MASK}
      </span>
      <IconButton
        icon={revealed ? 'visibilityOff' : 'visibility'}
        size="small"
        aria-label={revealed ? `Hide password of ${owner}` : `Show password of ${owner}`}
        aria-pressed={revealed}
        onClick={() => setRevealed((shown) => !shown)}
      />
    </div>
  );
}
