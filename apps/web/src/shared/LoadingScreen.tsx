import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { BrandMark } from './BrandMark'

type Props = { label?: string }

/** Full-page loader: the first auth check (SPEC 2) and link actions while they run. */
export const LoadingScreen = ({ label }: Props) => {
  const { t } = useTranslation()
  const text = label ?? t('app.loading')
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <BrandMark size={48} />
      <CircularProgress aria-hidden size={28} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  )
}
