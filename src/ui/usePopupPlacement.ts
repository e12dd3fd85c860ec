import { useLayoutEffect, useRef } from 'react';

/** Room kept between an open list and the edge of the screen. */
const MARGIN_PX = 16;

/**
 * Keeps a list that is wider than its field (a flight's option on one line) on the screen: it grows to the right of
 * the field where there is room, else to the left of a field near the right edge, and is never wider than the room
 * there. Measured whenever the list opens or its options change.
 */
export function usePopupPlacement(open: boolean, content: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const popup = ref.current;
    const field = popup?.parentElement;
    if (!open || !popup || !field) return;
    popup.style.left = '';
    popup.style.right = '';
    popup.style.maxWidth = '';
    const screenWidth = document.documentElement.clientWidth;
    // Nothing laid out (a document without layout): nothing to keep on the screen.
    if (screenWidth === 0) return;
    const { left, right } = field.getBoundingClientRect();
    const roomRight = screenWidth - left - MARGIN_PX;
    if (popup.getBoundingClientRect().width <= roomRight) return;
    const roomLeft = right - MARGIN_PX;
    if (roomLeft > roomRight) {
      popup.style.left = 'auto';
      popup.style.right = '0';
    }
    popup.style.maxWidth = `${Math.max(roomLeft, roomRight)}px`;
  }, [open, content]);
  return ref;
}
