import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DocumentLinks } from '../../shared/DocumentLinks'

/** The footer navbar from 768 up: the product and its documents. */
export const FooterBar = () => {
  const { t } = useTranslation()
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </Typography>
      <DocumentLinks />
    </Box>
  )
}
