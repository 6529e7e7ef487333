import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { DocumentLinks } from '../../shared/DocumentLinks'
import { SkipLink } from './SkipLink'
import { VisitorHeader } from './VisitorHeader'

/**
 * Frame of the visitor pages: brand, language and theme in the header (reachable before signing
 * in), the product's one-line tagline, the page's card, and the documents in the footer.
 */
export const VisitorLayout = () => {
  const { t } = useTranslation()
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <SkipLink />
      <VisitorHeader />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'grid',
          alignContent: 'center',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 460px)' },
          maxWidth: 1120,
          width: '100%',
          mx: 'auto',
          px: { xs: 2, sm: 4 },
          pb: 4,
          outline: 'none',
        }}
      >
        <Stack spacing={1.5} sx={{ alignSelf: 'center', textAlign: { xs: 'center', md: 'left' } }}>
          <Typography
            component="p"
            sx={{
              fontSize: { xs: 18, md: 32 },
              fontWeight: { xs: 500, md: 700 },
              lineHeight: 1.25,
              maxWidth: 520,
              mx: { xs: 'auto', md: 0 },
              color: { xs: 'text.secondary', md: 'text.primary' },
            }}
          >
            {t('app.tagline')}
          </Typography>
        </Stack>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <DocumentLinks />
      </Box>
    </Box>
  )
}
