/** Lines a long post shows before "Show more". */
export const TEXT_CLAMP_LINES = 8
/** Characters past which a text counts as long even without line breaks (about eight lines). */
const LONG_TEXT_CHARS = 600

/** Whether a post's text is long enough to be clamped in a list. */
export const isLongText = (text: string): boolean =>
  text.length > LONG_TEXT_CHARS || text.split('\n').length > TEXT_CLAMP_LINES
