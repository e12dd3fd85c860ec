import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './IconButton.module.css';
import { Icon, type IconName } from './icons';
import { useTooltip } from './Tooltip';

interface Look {
  icon: IconName;
  /** The name: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** A short word shown on hover and keyboard focus ('Edit'), as MUI's Tooltip. */
  tooltip?: string;
  size?: 'small' | 'medium';
  /** 'default' is MUI's grey of actions; 'inherit' the surrounding text (the app bar). */
  color?: 'default' | 'inherit' | 'error';
  /** Pulls the button to the toolbar's edge, as MUI's edge="end". */
  edge?: 'end';
}

const lookClassName = (
  { size = 'medium', color = 'default', edge }: Pick<Look, 'size' | 'color' | 'edge'>,
  extra?: string,
) => [styles.iconButton, styles[size], styles[color], edge && styles.edgeEnd, extra].filter(Boolean).join(' ');

type IconButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;

/** A round button holding only an icon, drawn with static CSS as MUI's IconButton. */
export function IconButton({ icon, tooltip, size, color, edge, className, onClick, ...props }: IconButtonProps) {
  const { anchorProps, bubble } = useTooltip(tooltip);
  return (
    <>
      <button
        type="button"
        className={lookClassName({ size, color, edge }, className)}
        {...props}
        {...anchorProps}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          anchorProps.onClick?.();
          onClick?.(event);
        }}
      >
        <Icon name={icon} />
      </button>
      {bubble}
    </>
  );
}

type IconButtonLinkProps = Look & Omit<LinkProps, 'children'>;

/** An icon that links inside the app ('Open airline 5'), drawn as IconButton. */
export function IconButtonLink({
  icon,
  tooltip,
  size,
  color,
  edge,
  className,
  onClick,
  ...props
}: IconButtonLinkProps) {
  const { anchorProps, bubble } = useTooltip(tooltip);
  return (
    <>
      <Link
        className={lookClassName({ size, color, edge }, className)}
        {...props}
        {...anchorProps}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          anchorProps.onClick?.();
          onClick?.(event);
        }}
      >
        <Icon name={icon} />
      </Link>
      {bubble}
    </>
  );
}
