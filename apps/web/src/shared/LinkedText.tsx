import Link from '@mui/material/Link'
import { Fragment } from 'react'
import { linkify, ownPath } from './linkify'
import { RouterLink } from './RouterLink'

export type LinkifiedTextProps = {
  text: string
  /** `inherit` where the text sits on a coloured background (one's own chat bubble). */
  linkColor?: 'primary' | 'inherit'
}

// Underlined so a link is told from the text around it without its colour (WCAG 1.4.1);
// a long address breaks anywhere so it never widens a phone's page.
const LINK_SX = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const

/**
 * A user's text with its web addresses as links: our own site's open in the app, another
 * site's in a new tab, marked as user content the site does not vouch for.
 */
export const LinkedText = ({ text, linkColor = 'primary' }: LinkifiedTextProps) => (
  <>
    {linkify(text).map((part, index) => {
      // The parts of one text never reorder, so their position is a stable key.
      const key = index
      if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>
      const path = ownPath(part.href, window.location.origin)
      return path ? (
        <RouterLink key={key} to={path} color={linkColor} underline="always" sx={LINK_SX}>
          {part.text}
        </RouterLink>
      ) : (
        <Link
          key={key}
          href={part.href}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          color={linkColor}
          underline="always"
          sx={LINK_SX}
        >
          {part.text}
        </Link>
      )
    })}
  </>
)
