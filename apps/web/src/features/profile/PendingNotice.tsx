import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useDeviceStore } from '../device/device.store'
import { discard, kindOf, type PendingItem, retry } from '../device/pending.model'
import { usePendingStore } from '../device/pending.store'

/**
 * SPEC 1: the own profile says which edits wait to be sent, and why: offline ("will be sent when
 * you are back online"), on the way, or refused (with retry and discard).
 */
export const PendingNotice = ({ items }: { items: readonly PendingItem[] }) => {
  const { t } = useTranslation()
  const online = useDeviceStore((s) => s.online)
  const change = usePendingStore((s) => s.change)
  if (items.length === 0) return null
  const failed = items.filter((item) => item.status === 'failed')
  const waiting = items.length - failed.length
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      {waiting > 0 && (
        <Alert severity={online ? 'info' : 'warning'} icon={<CloudUploadOutlined />}>
          <AlertTitle>{t('profile.pending.title', { count: waiting })}</AlertTitle>
          {online ? t('profile.pending.sending') : t('profile.pending.offline')}
        </Alert>
      )}
      {failed.map((item) => (
        <Alert
          key={item.id}
          severity="error"
          action={
            <Stack direction="row" spacing={0.5}>
              <Button color="inherit" size="small" onClick={() => change((q) => retry(q, item.id))}>
                {t('common.retry')}
              </Button>
              <Button color="inherit" size="small" onClick={() => change((q) => discard(q, item.id))}>
                {t('profile.pending.discard')}
              </Button>
            </Stack>
          }
        >
          <Typography variant="body2">
            {t('profile.pending.failed', { what: t(`profile.pending.kind.${kindOf(item)}`) })}
            {item.error ? ` ${t(item.error)}` : ''}
          </Typography>
        </Alert>
      ))}
    </Stack>
  )
}
