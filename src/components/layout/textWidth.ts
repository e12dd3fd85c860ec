import { fontFamily } from '../../theme/palette';

/** How a piece of the bar's text is set: its weight, and its size in rem. */
export interface TextStyle {
  weight: number;
  rem: number;
}

/** An em of the app's font is at most this wide on average: the estimate where the browser cannot measure (jsdom). */
const GENEROUS_EM_PER_CHARACTER = 0.62;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function canvas(): OffscreenCanvasRenderingContext2D | null {
  context ??= typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  return context;
}

/** The width in CSS pixels of `text` set in the app's font, as the browser's own text layout measures it. */
export function textWidth(text: string, style: TextStyle): number {
  const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const sizePx = style.rem * remPx;
  const measuring = canvas();
  if (!measuring) return text.length * sizePx * GENEROUS_EM_PER_CHARACTER;
  measuring.font = `${style.weight} ${sizePx}px ${fontFamily}`;
  return measuring.measureText(text).width;
}
