import AccessTime from '@mui/icons-material/AccessTime'
import Done from '@mui/icons-material/Done'
import DoneAll from '@mui/icons-material/DoneAll'
import { ReadStatus } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'

const LABELS = {
  [ReadStatus.Sent]: 'chatDialog.status.sent',
  [ReadStatus.Delivered]: 'chatDialog.status.delivered',
  [ReadStatus.Read]: 'chatDialog.status.read',
} as const

/**
 * SPEC 3: one tick sent, two dimmed ticks delivered, two bright ticks read; a clock while pending.
 * The marks sit on the own bubble (primary colour), so they take its text colour and differ in
 * strength rather than hue (a blue tick would vanish on the blue bubble); the labels name them.
 */
export const ReadMark = ({ status }: { status: ReadStatus | 'pending' }) => {
  const { t } = useTranslation()
  const sx = { fontSize: 16, verticalAlign: 'middle' }
  if (status === 'pending')
    return <AccessTime role="img" aria-label={t('chatDialog.status.pending')} aria-hidden={false} sx={sx} />
  const label = t(LABELS[status])
  if (status === ReadStatus.Sent) return <Done role="img" aria-label={label} aria-hidden={false} sx={sx} />
  return (
    <DoneAll
      role="img"
      aria-label={label}
      aria-hidden={false}
      sx={{ ...sx, opacity: status === ReadStatus.Read ? 1 : 0.6 }}
    />
  )
}
