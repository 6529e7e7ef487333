import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { errorText } from '../../api/errorText'
import { executeLoginAction } from './auth.api'

type Props = { email: string; onFinish: () => void }

/** Registration step 3: check the mail, with a way to have the link sent again. */
export const ConfirmStep = ({ email, onFinish }: Props) => {
  const { t } = useTranslation()
  const [resend, setResend] = useState<{ done: boolean; error: string | null; busy: boolean }>({
    done: false,
    error: null,
    busy: false,
  })
  const sendAgain = async () => {
    setResend({ done: false, error: null, busy: true })
    try {
      await executeLoginAction('verify-email', email)
      setResend({ done: true, error: null, busy: false })
    } catch (error) {
      const text = error instanceof ApiError ? errorText(t, error, 'errors.signUp') : t('errors.signUp')
      setResend({ done: false, error: text, busy: false })
    }
  }
  return (
    <Stack spacing={2.5}>
      <Typography>{t('auth.registration.checkMail', { email })}</Typography>
      <div role="status" aria-live="polite">
        {resend.done && <Alert severity="success">{t('auth.registration.resent')}</Alert>}
        {resend.error && <Alert severity="error">{resend.error}</Alert>}
      </div>
      <Typography variant="body2">
        {t('auth.registration.noMail')}{' '}
        <Link component="button" type="button" onClick={sendAgain} disabled={resend.busy}>
          {t('auth.registration.resend')}
        </Link>
      </Typography>
      <Stack direction="row" spacing={1.5} justifyContent="space-between">
        {/* SPEC 2: back is disabled on the last step. */}
        <Button disabled>{t('common.back')}</Button>
        <Button variant="contained" onClick={onFinish}>
          {t('auth.registration.finish')}
        </Button>
      </Stack>
    </Stack>
  )
}
