import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ActionType } from '@nauka/contracts'
import { useEffect, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { failureMessage, messageText } from '../../api/errorText'
import { langIdOf } from '../../shared/locale'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { executeLoginAction } from './auth.api'
import { initialResendState, nextResendState, resendWaitSeconds } from './resend.model'

type Props = {
  /** The address to send to; the button stays disabled while it is null (not typed or invalid). */
  email: string | null
  /** A question before the button, e.g. "No e-mail?". */
  prompt?: string
  /** When a verification mail already went out (the registration), which starts the rest period. */
  sentAt?: number
  variant?: 'text' | 'outlined'
}

/**
 * SPEC 2, 7: "send the confirmation link again" (execute verify-email). The server answers the
 * same whether or not the account exists, so the text says "if". Rests between mails.
 */
export const ResendVerification = ({ email, prompt, sentAt, variant = 'text' }: Props) => {
  const { t, i18n } = useTranslation()
  const [state, dispatch] = useReducer(nextResendState, sentAt, initialResendState)
  const [now, setNow] = useState(() => Date.now())
  const wait = resendWaitSeconds(state, now)
  const resting = wait > 0

  useEffect(() => {
    if (!resting) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [resting])

  const send = async () => {
    if (email === null || state.busy || resting) return
    dispatch({ type: 'requested' })
    try {
      await executeLoginAction(ActionType.VerifyEmail, email, langIdOf(i18n.language))
      dispatch({ type: 'sent', at: Date.now() })
    } catch (error) {
      dispatch({
        type: 'failed',
        error: failureMessage(error, 'errors.resend'),
        at: Date.now(),
        retryAfterSeconds: error instanceof ApiError ? error.retryAfter : undefined,
      })
    }
    setNow(Date.now())
  }

  return (
    <div>
      <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={1}>
        {prompt && <Typography variant="body2">{prompt}</Typography>}
        <Button
          variant={variant}
          size={variant === 'text' ? 'small' : 'medium'}
          onClick={send}
          disabled={email === null || state.busy || resting}
          sx={variant === 'text' ? { px: 0.75, mx: -0.75 } : { flexGrow: 1 }}
        >
          {resting ? t('auth.resend.wait', { seconds: wait }) : t('auth.resend.action')}
        </Button>
      </Stack>
      {/* Announced when it changes; empty (and taking no room) until then. */}
      <div role="status" aria-live="polite">
        {state.sent && email && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('auth.resend.sent', { email })}
          </Alert>
        )}
        {state.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messageText(t, state.error)}
            <RequestIdNote message={state.error} />
          </Alert>
        )}
      </div>
    </div>
  )
}
