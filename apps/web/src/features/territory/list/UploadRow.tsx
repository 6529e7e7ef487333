import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Upload } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/locale'
import { territoryItemPath } from '../../../shared/paths'
import { RouterLink } from '../../../shared/RouterLink'
import { fullDateTime } from '../../../shared/time/format'
import { visuallyHidden } from '../../../shared/visuallyHidden'
import { summaryOf, type UploadSummary } from '../model'

const STATUS_COLOR = { published: 'success', draft: 'default', partial: 'warning' } as const

/** A figure with its icon; its words are read aloud and shown as the tooltip. */
const Figure = ({ icon, text, label }: { icon: ReactNode; text: string; label: string }) => (
  <Stack direction="row" spacing={0.5} alignItems="center" title={label}>
    <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
      {icon}
    </Box>
    <span aria-hidden>{text}</span>
    <Box component="span" sx={visuallyHidden}>
      {label}
    </Box>
  </Stack>
)

type SummaryItem = UploadSummary['items'][number]

/**
 * The way from the list to a published item's public page, without the detour through its editor;
 * its name carries the title, so each row's link is told apart from the others.
 */
const PublicLink = ({ item, title }: { item: SummaryItem; title: string }) => {
  const { t } = useTranslation()
  if (!item.publicPath) return null
  return (
    <RouterLink to={item.publicPath} aria-label={t('territory.row.openPublicOf', { title })}>
      {t('territory.row.openPublic')}
    </RouterLink>
  )
}

const Items = ({ summary }: { summary: UploadSummary }) => {
  const { t } = useTranslation()
  return (
    <Box component="ol" aria-label={t('territory.row.items')} sx={{ m: 0, pl: 3 }}>
      {summary.items.map((item, index) => {
        const name = item.title ?? t('territory.row.itemNumber', { number: index + 1 })
        return (
          <li key={item.id}>
            <RouterLink to={territoryItemPath(item.id)}>{name}</RouterLink>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              · {t(item.published ? 'territory.status.published' : 'territory.status.draft')}
            </Typography>
            {item.publicPath && (
              <>
                {' · '}
                <PublicLink item={item} title={name} />
              </>
            )}
          </li>
        )
      })}
    </Box>
  )
}

/** One upload of the list: its name, status, files, last change and its readers' counters. */
export const UploadRow = ({ upload }: { upload: Upload }) => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  const summary = summaryOf(upload)
  const first = summary.items[0]
  const title = summary.title ?? t('territory.untitled')
  return (
    <Box
      component="article"
      // The card's own edge closes the last row.
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        'li:last-of-type > &': { borderBottom: 0 },
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography
          variant="h3"
          component="h2"
          sx={{ fontSize: '1.05rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {first ? <RouterLink to={territoryItemPath(first.id)}>{title}</RouterLink> : title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[summary.status]}
          label={t(`territory.status.${summary.status}`)}
        />
        {summary.package && (
          <Chip
            size="small"
            variant="outlined"
            label={t('territory.row.package', { count: summary.items.length })}
          />
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ mt: 1, color: 'text.secondary', typography: 'body2' }}
      >
        <Figure
          icon={<InsertDriveFileOutlined />}
          text={String(summary.filesCount)}
          label={t('territory.row.files', { count: summary.filesCount })}
        />
        <Figure
          icon={<VisibilityOutlined />}
          text={String(summary.views)}
          label={t('territory.row.views', { count: summary.views })}
        />
        <Figure
          icon={<DownloadOutlined />}
          text={String(summary.downloads)}
          label={t('territory.row.downloads', { count: summary.downloads })}
        />
        <span>{t('territory.row.modified', { date: fullDateTime(summary.modified, locale) })}</span>
        {/* A package's items each carry their own, in its list below. */}
        {first && !summary.package && <PublicLink item={first} title={title} />}
      </Stack>
      {summary.package && <Items summary={summary} />}
    </Box>
  )
}
