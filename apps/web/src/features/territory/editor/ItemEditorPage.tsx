import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Upload, UploadItem } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PATHS, territoryItemPath } from '../../../shared/paths'
import { RetryAlert } from '../../../shared/RetryAlert'
import { RouterLink } from '../../../shared/RouterLink'
import { useDocumentTitle } from '../../../shared/useDocumentTitle'
import { PublicationForm } from '../form/PublicationForm'
import { FormSection, Wide } from '../form/sections/FormSection'
import { uploadIdOf } from '../model'
import { useUpload, useUploadItem } from '../territory.queries'
import { ItemFiles } from './ItemFiles'

const Frame = ({ title, status, children }: { title: string; status?: ReactNode; children: ReactNode }) => {
  const { t } = useTranslation()
  useDocumentTitle(title)
  return (
    <Stack spacing={2}>
      <div>
        <Button component={Link} to={PATHS.territory} startIcon={<ArrowBackOutlined />}>
          {t('territory.editor.back')}
        </Button>
      </div>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {status}
      </Stack>
      {children}
    </Stack>
  )
}

/** The items of a package, to go from one to another. */
const PackageItems = ({ upload, current }: { upload: Upload; current: string }) => {
  const { t } = useTranslation()
  return (
    <Box component="nav" aria-label={t('territory.row.items')}>
      <Stack
        component="ol"
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {upload.items.map((other, index) => (
          <li key={other.id}>
            <Button
              component={Link}
              to={territoryItemPath(other.id)}
              size="small"
              variant={other.id === current ? 'contained' : 'outlined'}
              aria-current={other.id === current ? 'page' : undefined}
            >
              {other.metadata.title?.trim() || t('territory.row.itemNumber', { number: index + 1 })}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  )
}

const ItemEditor = ({ item }: { item: UploadItem }) => {
  const { t } = useTranslation()
  const upload = useUpload(uploadIdOf(item))
  const index = Math.max(0, upload.data?.items.findIndex((other) => other.id === item.id) ?? 0)
  return (
    <Frame
      title={item.metadata.title?.trim() || t('territory.untitled')}
      status={
        <Chip
          size="small"
          variant="outlined"
          color={item.published ? 'success' : 'default'}
          label={t(item.published ? 'territory.status.published' : 'territory.status.draft')}
        />
      }
    >
      {upload.data && upload.data.items.length > 1 && <PackageItems upload={upload.data} current={item.id} />}
      {item.published && item.link && (
        <Alert severity="success">
          {t('territory.editor.published')}{' '}
          <RouterLink to={item.link}>{t('territory.editor.openPublic')}</RouterLink>
        </Alert>
      )}
      <FormSection title={t('territory.files.label')}>
        <Wide>
          <ItemFiles item={item} />
        </Wide>
      </FormSection>
      <PublicationForm item={item} itemIndex={index} />
    </Frame>
  )
}

/** The editor of one upload item (SPEC 2 "upload item editor"): its files and its publication form. */
export const ItemEditorPage = () => {
  const { t } = useTranslation()
  const { itemId = '' } = useParams()
  const item = useUploadItem(itemId)
  if (item.data) return <ItemEditor key={item.data.id} item={item.data} />
  if (item.error)
    return (
      <Frame title={t('territory.editor.title')}>
        <RetryAlert error={item.error} onRetry={() => void item.refetch()} />
      </Frame>
    )
  return (
    <Frame title={t('territory.editor.title')}>
      <Stack role="status" aria-label={t('territory.editor.loading')} aria-busy spacing={2}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    </Frame>
  )
}
