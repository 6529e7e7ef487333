import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { errorText } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { exchangeActionKey, setNewPassword } from './auth.api'
import { InlineLoader } from './InlineLoader'
import { PasswordStep } from './PasswordStep'
import { initialResetLinkState, nextResetLinkState } from './restore.model'
import { useLinkKey } from './useLinkKey'

/** SPEC 2: /login-actions/reset-credentials?key= — set a new password, then success. */
export const ResetCredentialsPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(nextResetLinkState, initialResetLinkState)
  // SPEC 8: restore and token errors by the catalogue, falling back to the restore error text.
  const failed = (cause: unknown) =>
    dispatch({
      type: 'failed',
      error: cause instanceof ApiError ? errorText(t, cause, 'errors.restore') : t('errors.restore'),
    })

  useLinkKey((key) => {
    if (key === null) return dispatch({ type: 'failed', error: t('errors.emptyKey') })
    exchangeActionKey(key).then((token) => dispatch({ type: 'tokenReceived', token }), failed)
  })

  const save = async (password: string) => {
    if (state.phase !== 'ready') return
    dispatch({ type: 'saving' })
    try {
      await setNewPassword(state.token, password)
      dispatch({ type: 'saved' })
    } catch (cause) {
      failed(cause)
    }
  }

  return (
    <AuthCard title={t('auth.actions.resetTitle')}>
      {state.phase === 'checking' && <InlineLoader label={t('auth.actions.checkingLink')} />}
      {state.phase === 'failed' && (
        <>
          <Alert severity="error" role="alert">
            {state.error}
          </Alert>
          <RouterLink to={PATHS.restorePassword}>{t('auth.restore.title')}</RouterLink>
        </>
      )}
      {state.phase === 'ready' && (
        <PasswordStep
          labels={{
            password: t('auth.restore.newPassword'),
            confirmation: t('auth.restore.confirmation'),
            submit: t('auth.restore.save'),
          }}
          loading={state.saving}
          error={state.error}
          onEdit={() => dispatch({ type: 'errorCleared' })}
          onSubmit={save}
        />
      )}
      {state.phase === 'done' && (
        <>
          <Alert severity="success" role="status">
            {t('auth.restore.success')}
          </Alert>
          {/* SPEC 2: the success button resets the state and goes home. */}
          <Button variant="contained" onClick={() => navigate(PATHS.home, { replace: true })}>
            {t('common.toHome')}
          </Button>
        </>
      )}
    </AuthCard>
  )
}
