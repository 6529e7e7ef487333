/** Height of the sticky header; the side bars stick just below it. */
export const HEADER_HEIGHT = 64
/** Height of the phone's bottom navigation; the page keeps this much room free at its end. */
export const BOTTOM_NAV_HEIGHT = 64
