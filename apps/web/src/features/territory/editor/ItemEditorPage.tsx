import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { UploadItem } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { failureMessage, messageText } from '../../../api/errorText'
import { PATHS } from '../../../shared/paths'
import { useDocumentTitle } from '../../../shared/useDocumentTitle'
import { useUploadItem } from '../territory.queries'

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

const ItemEditor = ({ item }: { item: UploadItem }) => {
  const { t } = useTranslation()
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
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }} />
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void item.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {messageText(t, failureMessage(item.error))}
        </Alert>
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
