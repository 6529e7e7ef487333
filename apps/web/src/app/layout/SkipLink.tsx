import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'

/** First stop for keyboard users: jumps past the header and navigation to the page's content. */
export const SkipLink = () => {
  const { t } = useTranslation()
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  )
}
