import CloseOutlined from '@mui/icons-material/CloseOutlined'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, messageText } from '../../api/errorText'
import { RequestIdNote } from '../RequestIdNote'

type Props = {
  name: string
  /** The share sent, 0 to 1. */
  progress: number
  /** Why it stopped; the bar then stays where it stopped and a retry is offered. */
  error?: ErrorMessage | null
  onCancel: () => void
  onRetry?: () => void
}

/**
 * One upload on its way: the file's name, a bar with the percent sent, and a button that cancels
 * it; once failed, the reason and a button to try again (a resumable upload continues from where
 * it stopped).
 */
export const UploadProgress = ({ name, progress, error, onCancel, onRetry }: Props) => {
  const { t } = useTranslation()
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100)
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {error ? (
          <ErrorOutline color="error" aria-hidden />
        ) : (
          <UploadFileOutlined color="action" aria-hidden />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap title={name}>
            {name}
          </Typography>
          {error ? (
            <Typography variant="body2" color="error" role="alert">
              {messageText(t, error)}
              <RequestIdNote message={error} />
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('files.uploading', { percent })}
            </Typography>
          )}
        </Box>
        {error && onRetry && (
          <Button size="small" onClick={onRetry} aria-label={t('files.retry', { name })}>
            {t('common.retry')}
          </Button>
        )}
        <IconButton onClick={onCancel} aria-label={t(error ? 'files.remove' : 'files.cancel', { name })}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={error ? 'error' : 'primary'}
        aria-label={t('files.progress', { name })}
        sx={{ mt: 1 }}
      />
    </Box>
  )
}
