import { fontFamily } from '../../theme/palette';

/** How a piece of the bar's text is set: its weight, and its size in rem. */
interface TextStyle {
  weight: number;
  rem: number;
}

export type TextWidth = (text: string, style: TextStyle) => number;

/** An em of the app's font is at most this wide on average: the estimate where the browser cannot measure (jsdom). */
const GENEROUS_EM_PER_CHARACTER = 0.62;
const DEFAULT_REM_PX = 16;

/**
 * Measures text set in the app's font in CSS pixels, as the browser's own text layout does, at the page's current
 * root font size (a user's larger default font widens everything).
 */
export function textMeasure(): TextWidth {
  const context = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  if (!context) return (text, style) => text.length * style.rem * DEFAULT_REM_PX * GENEROUS_EM_PER_CHARACTER;
  const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || DEFAULT_REM_PX;
  return (text, style) => {
    context.font = `${style.weight} ${style.rem * remPx}px ${fontFamily}`;
    return context.measureText(text).width;
  };
}
