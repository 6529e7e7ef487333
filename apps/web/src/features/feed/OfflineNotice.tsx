import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'

/**
 * SPEC 1: offline, the feed shows what was last loaded; this says so, and since when. Announced
 * politely, so a screen reader hears it when the connection drops.
 */
export const OfflineNotice = ({ loadedAt }: { loadedAt: number }) => {
  const { t, i18n } = useTranslation()
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(loadedAt),
  )
  return (
    <Alert severity="info" role="status" icon={<CloudOffOutlined />} sx={{ borderRadius: 0 }}>
      {t('offline.feedAsOf', { time })}
    </Alert>
  )
}
