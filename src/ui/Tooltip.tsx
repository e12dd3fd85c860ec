import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import styles from './Tooltip.module.css';

const ENTER_DELAY_MS = 100;

interface Place {
  top: number;
  left: number;
}

/**
 * MUI's tooltip for an icon button, without MUI: its title under the button after a short delay on hover or keyboard
 * focus. It is fixed to the window, so a table that scrolls sideways does not clip it; it closes on scroll, as it
 * would otherwise drift away from its button. The button's own aria-label stays its name (as with MUI's Tooltip).
 */
export function useTooltip(title: string | undefined, placement: 'below' | 'right' = 'below') {
  const id = useId();
  const [place, setPlace] = useState<Place | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = (anchor: HTMLElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const rect = anchor.getBoundingClientRect();
      setPlace(
        placement === 'right'
          ? { top: rect.top + rect.height / 2, left: rect.right }
          : { top: rect.bottom, left: rect.left + rect.width / 2 },
      );
    }, ENTER_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setPlace(null);
  };

  useEffect(() => {
    if (!place) return;
    window.addEventListener('scroll', hide, { capture: true, once: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [place]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!title) return { anchorProps: {}, bubble: null };
  return {
    anchorProps: {
      onMouseEnter: (event: { currentTarget: HTMLElement }) => show(event.currentTarget),
      onMouseLeave: hide,
      // Only keyboard focus shows it, as MUI does: a click would otherwise leave it open under the pointer.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
      },
      onBlur: hide,
      onClick: hide,
    },
    bubble: place ? (
      <span
        id={id}
        role="tooltip"
        className={placement === 'right' ? `${styles.tooltip} ${styles.right}` : styles.tooltip}
        style={{ top: place.top, left: place.left }}
      >
        {title}
      </span>
    ) : null,
  };
}
