import LoginOutlined from '@mui/icons-material/LoginOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { DocumentLinks } from '../../shared/DocumentLinks'
import { PageLoading } from '../../shared/PageLoading'
import { PATHS } from '../../shared/paths'
import { SkipLink } from './SkipLink'
import { VisitorHeader } from './VisitorHeader'

/**
 * A visitor's frame of a public page: the brand, language, theme and a way to sign in (back to
 * this page afterwards), the page, and the documents in the footer. Nothing of the signed-in app.
 */
export const VisitorFrame = () => {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <SkipLink />
      <VisitorHeader
        actions={
          <Button
            component={Link}
            to={PATHS.login}
            state={{ from: location }}
            variant="outlined"
            startIcon={<LoginOutlined />}
          >
            {t('publication.visitor.signIn')}
          </Button>
        }
      />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 900,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          pb: 4,
          outline: 'none',
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <DocumentLinks />
      </Box>
    </Box>
  )
}
