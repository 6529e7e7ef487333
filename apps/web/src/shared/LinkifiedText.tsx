import { lazy, Suspense } from 'react'
import { mayHoldAddress } from './addressHint'
import type { LinkifiedTextProps } from './LinkedText'

// linkifyjs (10 KB gzip) loads with the first text that may hold an address, not with every page
// that shows a user's text (issue 20, the first load's JS).
const LinkedText = lazy(() => import('./LinkedText').then((m) => ({ default: m.LinkedText })))

/**
 * A user's text with its web addresses as links (LinkedText.tsx); a text without an address, as
 * it is. Until the links are found, the text shows plain.
 */
export const LinkifiedText = (props: LinkifiedTextProps) =>
  mayHoldAddress(props.text) ? (
    <Suspense fallback={props.text}>
      <LinkedText {...props} />
    </Suspense>
  ) : (
    props.text
  )
