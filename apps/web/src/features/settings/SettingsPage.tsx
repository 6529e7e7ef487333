import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { SectionPage } from '../../shared/SectionPage'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { AccountSection } from './AccountSection'
import { AppearanceSection } from './AppearanceSection'
import { ACCOUNT, APPEARANCE, PROFILE } from './model'
import { ProfileImagesSection } from './ProfileImagesSection'
import { SettingsFormSection } from './SettingsFormSection'
import { SettingsTabs } from './SettingsTabs'
import { useSettingsModel } from './settings.queries'
import { useSettingsSections } from './useSettingsSections'

/** /settings: appearance, account, then the forms of the settings model; sections in the right bar. */
export const SettingsPage = () => {
  const { t } = useTranslation()
  const { rightBar } = useLayoutPlan()
  const { current, sections } = useSettingsSections()
  const model = useSettingsModel()
  const form = model.data?.forms.find((f) => f.name === current)
  const title = sections.find((s) => s.name === current)?.title

  const body = () => {
    if (current === APPEARANCE) return <AppearanceSection />
    if (current === ACCOUNT) return <AccountSection />
    if (current === PROFILE) return <ProfileImagesSection />
    if (form) return <SettingsFormSection form={form} />
    if (model.isPending) {
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )
    }
    if (model.isError) {
      return (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void model.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('settings.form.loadError')}
          <RequestIdNote cause={model.error} />
        </Alert>
      )
    }
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {t('settings.form.notFound')}
      </Typography>
    )
  }

  return (
    <SectionPage title={t('settings.title')}>
      {!rightBar && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <SettingsTabs />
        </Box>
      )}
      {title && (
        <Typography variant="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 3 }}>
          {title}
        </Typography>
      )}
      {body()}
    </SectionPage>
  )
}
