import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink, useNavigate } from 'react-router'
import { failureMessage, messageText } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { exchangeActionKey, setNewPassword } from './auth.api'
import { InlineLoader } from './InlineLoader'
import { PasswordStep } from './PasswordStep'
import { resetLinkPhase } from './restore.model'
import { useRestoreStore } from './restore.store'
import { useLinkKey } from './useLinkKey'

/** SPEC 8: restore and token errors by the catalogue, falling back to the restore error text. */
const restoreFailure = (cause: unknown) => failureMessage(cause, 'errors.restore')

/**
 * SPEC 2, 4: /login-actions/reset-credentials?key= — the key is exchanged for the restore metadata
 * (a loader shows meanwhile), the new password is set with it, then success.
 */
export const ResetCredentialsPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useRestoreStore()
  const { dispatch } = state
  const phase = resetLinkPhase(state)

  useLinkKey((key) => {
    if (key === null) {
      dispatch({ type: 'reset' })
      return dispatch({ type: 'failed', error: { key: 'errors.emptyKey' } })
    }
    dispatch({ type: 'linkOpened', key })
    // A reload keeps the metadata this key already answered in this tab: no second exchange.
    if (useRestoreStore.getState().metadata) return
    exchangeActionKey(key).then(
      (token) => dispatch({ type: 'tokenReceived', metadata: token }),
      (cause: unknown) => dispatch({ type: 'failed', error: restoreFailure(cause) }),
    )
  })

  const save = async (password: string) => {
    const { metadata } = useRestoreStore.getState()
    if (!metadata) return
    dispatch({ type: 'requested' })
    try {
      await setNewPassword(metadata, password)
      dispatch({ type: 'saved' })
    } catch (cause) {
      dispatch({ type: 'failed', error: restoreFailure(cause) })
    }
  }

  // SPEC 2: the success button resets the state and goes home.
  const finish = () => {
    dispatch({ type: 'reset' })
    navigate(PATHS.home, { replace: true })
  }

  return (
    <AuthCard title={t('auth.actions.resetTitle')}>
      {phase === 'checking' && <InlineLoader label={t('auth.actions.checkingLink')} />}
      {phase === 'failed' && state.error && (
        <>
          <Alert severity="error" role="alert">
            {messageText(t, state.error)}
            <RequestIdNote message={state.error} />
          </Alert>
          <Button component={RoutedLink} to={PATHS.restorePassword} variant="contained">
            {t('auth.restore.newLink')}
          </Button>
        </>
      )}
      {phase === 'ready' && (
        <PasswordStep
          labels={{
            password: t('auth.restore.newPassword'),
            confirmation: t('auth.restore.confirmation'),
            submit: t('auth.restore.save'),
          }}
          intro={t('auth.restore.newPasswordHint')}
          loading={state.loading}
          error={state.error}
          onEdit={() => dispatch({ type: 'errorCleared' })}
          onSubmit={save}
        />
      )}
      {phase === 'done' && (
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={2} alignItems="flex-start" role="status">
            <CheckCircleOutline color="success" sx={{ fontSize: 40, mt: 0.25 }} aria-hidden />
            <Typography>{t('auth.restore.success')}</Typography>
          </Stack>
          <Button variant="contained" size="large" onClick={finish}>
            {t('common.toHome')}
          </Button>
        </Stack>
      )}
      {phase !== 'done' && (
        <Typography textAlign="center">
          {t('auth.restore.remembered')}{' '}
          <RouterLink to={PATHS.login}>{t('auth.registration.signIn')}</RouterLink>
        </Typography>
      )}
    </AuthCard>
  )
}
