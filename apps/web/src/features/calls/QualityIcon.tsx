import SignalCellularAlt from '@mui/icons-material/SignalCellularAlt'
import SignalCellularAlt1Bar from '@mui/icons-material/SignalCellularAlt1Bar'
import SignalCellularAlt2Bar from '@mui/icons-material/SignalCellularAlt2Bar'
import { useTranslation } from 'react-i18next'
import type { Quality } from './quality/quality'

const LOOK = {
  good: { Icon: SignalCellularAlt, color: 'success' },
  fair: { Icon: SignalCellularAlt2Bar, color: 'warning' },
  poor: { Icon: SignalCellularAlt1Bar, color: 'error' },
} as const

/** Issue 17: how well a remote person's media arrives; nothing while it is not known yet. */
export const QualityIcon = ({ quality }: { quality: Quality }) => {
  const { t } = useTranslation()
  if (quality === 'unknown') return null
  const { Icon, color } = LOOK[quality]
  return <Icon fontSize="small" color={color} titleAccess={t(`calls.quality.${quality}`)} />
}
