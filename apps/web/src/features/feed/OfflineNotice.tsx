import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/locale'
import { fullDateTime } from '../../shared/time/format'

/**
 * SPEC 1: offline, the feed shows what was last loaded; this says so, and since when. Announced
 * politely, so a screen reader hears it when the connection drops.
 */
export const OfflineNotice = ({ loadedAt }: { loadedAt: number }) => {
  const { t, i18n } = useTranslation()
  const time = fullDateTime(loadedAt, currentLocale(i18n.language))
  return (
    <Alert severity="info" role="status" icon={<CloudOffOutlined />} sx={{ borderRadius: 0 }}>
      {t('offline.feedAsOf', { time })}
    </Alert>
  )
}
