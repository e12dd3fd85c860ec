/**
 * The window width from which a signed-in user has the side navigation beside the page; below it, the drawer. 1024 px
 * is a small laptop's window, and a 1920-px screen at 150 % leaves 1280: the navigation stays in view on both.
 */
export const SIDE_NAV_FROM = 1024;
