import type { ResourceMeta } from '../../resources/meta';
import { textMeasure, type TextWidth } from './textWidth';

// The boxes of the bar's parts as their style sheets draw them (NavBar, ResourceMenu, Button and IconButton modules).
// The texts in them (the brand, each resource's label, the buttons) are measured in the browser's font.
const TOOLBAR_PADDING = 2 * 24;
const TOOLBAR_GAP = 8;
const BRAND_MARGIN = 8;
const BUTTON_PADDING = 2 * 8;
const BUTTON_MIN_WIDTH = 64;
const START_ICON = 20 + 8 - 4;
/** A split menu's label: its padding (8px left, 4px right) and the 1px border before the caret. */
const MENU_LABEL_PADDING = 8 + 4 + 1;
const MENU_LABEL_MIN_WIDTH = 40;
const MENU_CARET = 40;
const ICON_BUTTON = 40;
/** The wide bar's items: brand, menus, spacer, theme toggle, Status Check, Sign Out; a gap between each two. */
const TOOLBAR_ITEMS = 6;
/** Text measured apart and text laid out in the page may differ by a fraction of a pixel per label. */
const ROUNDING = 2;
/** MUI's xl breakpoint: the theme toggle shows its label from there, when it also fits. */
const LABELLED_TOGGLE_FROM = 1536;

const BUTTON_TEXT = { weight: 500, rem: 0.875 };
const BRAND_TEXT = { weight: 600, rem: 1.125 };

export interface SignedInBar {
  brand: string;
  resources: readonly ResourceMeta[];
  /** The theme toggle's labels, both: the bar keeps its layout when the theme changes. */
  toggleLabels: readonly string[];
  /** The buttons after the toggle (Status Check, Sign Out). */
  buttons: readonly string[];
  /** What a vertical scroll bar takes of the window's width (0 where scroll bars overlay the page). */
  scrollBar: number;
}

/**
 * The window widths from which the signed-in bar shows its menus, and from which its theme toggle also shows its
 * label: computed from what the bar holds, so a resource added or renamed moves them with it.
 */
export function signedInBarWidths({ brand, resources, toggleLabels, buttons, scrollBar }: SignedInBar) {
  const textWidth: TextWidth = textMeasure();
  const textButton = (label: string, startIcon = false) =>
    Math.max(BUTTON_MIN_WIDTH, BUTTON_PADDING + (startIcon ? START_ICON : 0) + textWidth(label, BUTTON_TEXT));
  const menuWidth = (resource: ResourceMeta) =>
    resource.plainLink
      ? textButton(resource.label)
      : Math.max(MENU_LABEL_MIN_WIDTH, MENU_LABEL_PADDING + textWidth(resource.label, BUTTON_TEXT)) + MENU_CARET;

  const brandWidth =
    Math.max(BUTTON_MIN_WIDTH, BUTTON_PADDING + START_ICON + textWidth(brand, BRAND_TEXT)) + BRAND_MARGIN;
  const withIconToggle =
    TOOLBAR_PADDING +
    (TOOLBAR_ITEMS - 1) * TOOLBAR_GAP +
    brandWidth +
    resources.reduce((sum, resource) => sum + menuWidth(resource), 0) +
    ICON_BUTTON +
    buttons.reduce((sum, label) => sum + textButton(label), 0) +
    scrollBar +
    ROUNDING;
  const labelledToggle = Math.max(...toggleLabels.map((label) => textButton(label, true)));
  return {
    menus: Math.ceil(withIconToggle),
    labelledToggle: Math.max(LABELLED_TOGGLE_FROM, Math.ceil(withIconToggle - ICON_BUTTON + labelledToggle)),
  };
}
