let measured: number | undefined;

/**
 * How much of the window's width a vertical scroll bar takes on this browser: 15-17px where scroll bars are classic
 * (Windows, most Linux desktops), 0 where they overlay the page (phones, macOS, headless browsers). Media queries
 * count it as part of the width, though the page cannot use it once the page scrolls.
 */
export function scrollBarWidth(): number {
  if (measured === undefined) {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll';
    document.body.append(probe);
    measured = probe.offsetWidth - probe.clientWidth;
    probe.remove();
  }
  return measured;
}
