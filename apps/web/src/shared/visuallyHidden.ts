/**
 * Styles of text that screen readers read and the eye does not see (words for what a picture
 * already shows, such as a count in a badge).
 */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: MUI's sx reads a number up to 1 as a fraction of the container (1 is 100%).
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
