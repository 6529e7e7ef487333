import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DocumentLinks } from '../../shared/DocumentLinks'
import { sectionByKey } from '../../shared/navigation'
import { RouterLink } from '../../shared/RouterLink'

/** The right bar's default content: quick ways to help, settings and the documents. */
export const Shortcuts = () => {
  const { t } = useTranslation()
  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="section" aria-labelledby="shortcuts-title">
        <Typography id="shortcuts-title" variant="overline" component="h2" color="text.secondary">
          {t('layout.shortcuts')}
        </Typography>
        {(['help', 'settings'] as const).map((key) => (
          <RouterLink key={key} to={sectionByKey(key).path}>
            {t(`nav.${key}`)}
          </RouterLink>
        ))}
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="documents-title">
        <Typography id="documents-title" variant="overline" component="h2" color="text.secondary">
          {t('layout.documents')}
        </Typography>
        <DocumentLinks variant="list" />
      </Stack>
    </Stack>
  )
}
