import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type Publication } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/locale'
import { AuthorList } from './AuthorList'
import { Counters } from './Counters'
import { PublicationCover } from './PublicationCover'
import { useTerm } from './useTerm'

const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso))

/** Cover, type, title (and the English one), authors, dates and counters: what identifies the item. */
export const PublicationHeader = ({ publication }: { publication: Publication }) => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  const { metadata } = publication
  const type = useTerm(Dictionary.publicationType, metadata.cType)
  const title = metadata.title?.trim() || metadata.titleEn?.trim() || t('publication.untitled')
  const titleEn = metadata.title?.trim() ? metadata.titleEn?.trim() : undefined
  const updated = publication.updatedAt.slice(0, 10) !== publication.publishedAt.slice(0, 10)
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <PublicationCover src={publication.coverUrl} size="page" />
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        {(type || publication.own) && (
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            {type && (
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {type}
              </Typography>
            )}
            {publication.own && (
              <Chip size="small" color="primary" variant="outlined" label={t('publication.own')} />
            )}
          </Stack>
        )}
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {titleEn && titleEn !== title && (
          <Typography
            lang="en"
            variant="h3"
            component="p"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {titleEn}
          </Typography>
        )}
        <AuthorList authors={publication.authors} label={t('publication.authors')} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('publication.published', { date: longDate(publication.publishedAt, locale) })}
            {updated && ` · ${t('publication.updated', { date: longDate(publication.updatedAt, locale) })}`}
          </Typography>
        </Box>
        <Counters meta={publication.meta} />
      </Stack>
    </Stack>
  )
}
