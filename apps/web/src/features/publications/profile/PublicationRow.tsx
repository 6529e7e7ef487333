import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type Publication } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/locale'
import { RouterLink } from '../../../shared/RouterLink'
import { displayTitle } from '../model'
import { Counters } from '../page/Counters'
import { PublicationCover } from '../page/PublicationCover'
import { useTerm } from '../page/useTerm'

/** One publication in a profile's list: cover, title (to its page), type and year, counters. */
export const PublicationRow = ({ publication }: { publication: Publication }) => {
  const { t, i18n } = useTranslation()
  const { metadata } = publication
  const type = useTerm(Dictionary.publicationType, metadata.cType)
  const title = displayTitle(publication, currentLocale(i18n.language)) || t('publication.untitled')
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
    </Stack>
  )
}
