import type { AnchorHTMLAttributes } from 'react';
import styles from './TextLink.module.css';

/** A link in running text, MUI's Link as the theme sets it: the primary colour, underlined on hover. */
export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes with the props
  return <a className={className ? `${styles.link} ${className}` : styles.link} {...props} />;
}
