import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';
import { Icon, type IconName } from './icons';

interface Look {
  variant?: 'contained' | 'outlined' | 'text';
  /** 'inherit' takes the colour of the surrounding text (the app bar's buttons). */
  color?: 'primary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: IconName;
}

function lookClassName({ variant = 'text', color = 'primary', size = 'medium', fullWidth }: Look, extra?: string) {
  return [
    styles.button,
    variant !== 'text' && styles[variant],
    color === 'inherit' && styles.inherit,
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

function Label({ startIcon, children }: { startIcon?: IconName; children: ReactNode }) {
  return (
    <>
      {startIcon ? (
        <span className={styles.startIcon}>
          <Icon name={startIcon} />
        </span>
      ) : null}
      {children}
    </>
  );
}

// With its ref, so a screen can give the focus back to it (a panel it opened closes).
type ButtonProps = Look & ComponentPropsWithRef<'button'>;

/** A button of the first screens, drawn with static CSS as MUI's Button looks (src/ui: no MUI code to load). */
export function Button({ variant, color, size, fullWidth, startIcon, className, children, ...props }: ButtonProps) {
  return (
    <button type="button" className={lookClassName({ variant, color, size, fullWidth }, className)} {...props}>
      <Label startIcon={startIcon}>{children}</Label>
    </button>
  );
}

type ButtonLinkProps = Look & LinkProps;

/** A link inside the app that looks like a button. */
export function ButtonLink({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={lookClassName({ variant, color, size, fullWidth }, className)} {...props}>
      <Label startIcon={startIcon}>{children}</Label>
    </Link>
  );
}

type IconLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { icon: IconName; 'aria-label': string };

/** A round icon that links out of the app (the footer's contacts). */
export function IconLink({ icon, className, ...props }: IconLinkProps) {
  return (
    <a className={className ? `${styles.iconButton} ${className}` : styles.iconButton} {...props}>
      <Icon name={icon} />
    </a>
  );
}
