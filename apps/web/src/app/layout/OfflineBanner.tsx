import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import { useDeviceStore } from '../../features/device/device.store'

/** SPEC 1: the browser's online state is visible; what is shown may be stale while offline. */
export const OfflineBanner = () => {
  const { t } = useTranslation()
  const online = useDeviceStore((s) => s.online)
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Alert severity="warning" icon={<CloudOffOutlined />} sx={{ borderRadius: 0 }}>
          {t('layout.offline')}
        </Alert>
      )}
    </div>
  )
}
