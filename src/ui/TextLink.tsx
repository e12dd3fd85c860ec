import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './TextLink.module.css';

const linkClassName = (className: string | undefined) => (className ? `${styles.link} ${className}` : styles.link);

/** A link in running text, MUI's Link as the theme sets it: the primary colour, underlined on hover. */
export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes with the props
  return <a className={linkClassName(className)} {...props} />;
}

/** A TextLink to a page of the app, followed by the router (a related record's name in a list). */
export function TextRouteLink({ className, ...props }: LinkProps) {
  return <Link className={linkClassName(className)} {...props} />;
}
