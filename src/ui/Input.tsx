import type { ComponentPropsWithRef, SelectHTMLAttributes } from 'react';
import { Icon } from './icons';
import styles from './Input.module.css';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

// With its ref, so a screen can move the focus into it.
type InputProps = ComponentPropsWithRef<'input'> & { invalid?: boolean };

/** MUI's small OutlinedInput without a label of its own (a <label> beside it names it), in static CSS. */
export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      className={join(styles.control, invalid && styles.invalid, className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean };

/** The browser's own select, drawn as MUI's small outlined NativeSelect: its list is the system's, as before. */
export function Select({ invalid, className, children, ...props }: SelectProps) {
  return (
    <span className={join(styles.selectFrame, className)}>
      <select
        className={join(styles.control, styles.select, invalid && styles.invalid)}
        aria-invalid={invalid || undefined}
        {...props}
      >
        {children}
      </select>
      <Icon name="arrowDropDown" className={styles.arrow} />
    </span>
  );
}
