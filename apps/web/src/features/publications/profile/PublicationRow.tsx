import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type Publication } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { RouterLink } from '../../../shared/RouterLink'
import { Counters } from '../page/Counters'
import { PublicationCover } from '../page/PublicationCover'
import { useTerm } from '../page/useTerm'
import { useTitleOf } from '../useTitleOf'

type Props = {
  publication: Publication
  /** What the reader may do with it here (a group's list offers taking it off). */
  action?: ReactNode
}

/** One publication in a profile's list: cover, title (to its page), type and year, counters. */
export const PublicationRow = ({ publication, action }: Props) => {
  const { metadata } = publication
  const type = useTerm(Dictionary.publicationType, metadata.cType)
  const title = useTitleOf()(publication)
  const kind = [type, metadata.year].filter(Boolean).join(' · ')
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <PublicationCover src={publication.coverUrl} size="thumb" />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <RouterLink to={publication.link} underline="hover" color="inherit">
            {title}
          </RouterLink>
        </Typography>
        {kind && (
          <Typography variant="body2" color="text.secondary">
            {kind}
          </Typography>
        )}
        <Counters meta={publication.meta} />
      </Box>
      {action && <Box sx={{ flexShrink: 0, alignSelf: 'center' }}>{action}</Box>}
    </Stack>
  )
}
