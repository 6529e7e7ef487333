import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SettingsElement, SettingsModel } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { useMyId, useProfile } from '../profile/profile.queries'
import { type SettingValue, settingValue, userElements } from './model'
import { SettingControl } from './SettingControl'
import { useSaveSettings } from './settings.queries'

type Props = { form: SettingsModel['forms'][number] }

/** The wire value of a control's value (a multi-choice travels as one comma-separated text). */
const wireValue = (value: SettingValue): boolean | string => (Array.isArray(value) ? value.join(',') : value)

/**
 * A form of the settings model (privacy, notifications), rendered from its elements. The values
 * are the own profile's settings; each change is saved at once (PATCH /user_profile/settings).
 */
export const SettingsFormSection = ({ form }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const myId = useMyId()
  const profile = useProfile(myId)
  const save = useSaveSettings(myId)
  const elements = userElements(form)

  if (elements.length === 0) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {t('settings.form.empty')}
      </Typography>
    )
  }
  if (!profile.data) {
    return profile.isError ? (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('settings.form.loadError')}
        <RequestIdNote cause={profile.error} />
      </Alert>
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    )
  }

  // The own profile always carries its settings (a foreign one never does).
  const values = profile.data.settings ?? {}
  const shownValue = (element: SettingsElement): SettingValue => {
    const value = settingValue(values, element)
    return element.type === 'ext_multi_choice' && typeof value === 'string'
      ? value.split(',').filter(Boolean)
      : value
  }
  const change = (element: SettingsElement, value: SettingValue) =>
    save.mutate(
      { [element.uref]: wireValue(value) },
      {
        onSuccess: () =>
          enqueueSnackbar(t('settings.form.saved'), { variant: 'success', preventDuplicate: true }),
        onError: (error) => showFailure(error),
      },
    )

  return (
    <Stack role="group" aria-label={form.title} spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
      {elements.map((element) => (
        <SettingControl
          key={element.uref}
          element={element}
          value={shownValue(element)}
          onChange={(value) => change(element, value)}
        />
      ))}
    </Stack>
  )
}
