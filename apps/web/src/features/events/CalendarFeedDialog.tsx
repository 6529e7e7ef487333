import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { RetryAlert } from '../../shared/RetryAlert'
import { useSnackbar } from '../../shared/toasts/toaster'
import { ResponsiveDialog } from '../layout/ResponsiveDialog'
import { useCalendarFeed, useRenewCalendarFeed } from './events.queries'

type Props = { open: boolean; onClose: () => void }

/**
 * "My calendar feed": the secret address a calendar app subscribes to (the events the reader
 * attends), to copy; renewing it stops the old one.
 */
export const CalendarFeedDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const feed = useCalendarFeed(open)
  const renew = useRenewCalendarFeed()
  // Only the address's hash is kept: it shows once, when made or renewed, and stays for this visit.
  const url = feed.data?.url ?? null

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      enqueueSnackbar(t('events.feed.copied'), { variant: 'success' })
    } catch {
      enqueueSnackbar(t('events.feed.copyFailed'), { variant: 'error' })
    }
  }

  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('events.feed.title')} maxWidth="sm">
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('events.feed.hint')}</DialogContentText>
          {feed.isError ? (
            <RetryAlert
              error={feed.error}
              fallbackKey="events.loadError"
              onRetry={() => void feed.refetch()}
            />
          ) : feed.isPending ? (
            <Typography role="status">{t('app.loading')}</Typography>
          ) : url ? (
            <TextField
              label={t('events.feed.url')}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              onFocus={(e) => e.target.select()}
            />
          ) : (
            <Alert severity="info">{t('events.feed.shownOnce')}</Alert>
          )}
          <Alert severity="warning">{t('events.feed.secret')}</Alert>
          {renew.isError && (
            <Alert severity="error">
              {messageText(t, failureMessage(renew.error, 'events.loadError'))}
              <RequestIdNote cause={renew.error} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => renew.mutate()}
          disabled={renew.isPending || feed.isPending}
          variant={url ? 'text' : 'contained'}
        >
          {t('events.feed.renew')}
        </Button>
        {url && <Button onClick={() => void copy(url)}>{t('events.feed.copy')}</Button>}
        <Button onClick={onClose} variant={url ? 'contained' : 'text'}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
