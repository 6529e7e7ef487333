import Box from '@mui/material/Box'
import type { PublishedAuthor } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/locale'
import { profilePath } from '../../../shared/paths'
import { RouterLink } from '../../../shared/RouterLink'
import { authorName, authorUserId } from '../model'

/** The authors in their order, separated by commas; an author who is a user links to their profile. */
export const AuthorList = ({ authors, label }: { authors: readonly PublishedAuthor[]; label: string }) => {
  const { i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  if (authors.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 0.75,
        '& li:not(:last-of-type)::after': { content: '","' },
      }}
    >
      {authors.map((author, index) => {
        const userId = authorUserId(author)
        const name = authorName(author, locale)
        return (
          // Authors have no id of their own; their order is what the author set.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered on screen
          <li key={index}>
            {userId === null ? name : <RouterLink to={profilePath(userId)}>{name}</RouterLink>}
          </li>
        )
      })}
    </Box>
  )
}
