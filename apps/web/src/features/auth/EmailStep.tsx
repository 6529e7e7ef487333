import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CheckEmailFreeRequest } from '@nauka/contracts'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type ErrorMessage, messageText } from '../../api/errorText'
import { DocumentLinks } from '../../shared/DocumentLinks'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { PATHS } from '../../shared/paths'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { RouterLink } from '../../shared/RouterLink'
import { EmailField } from './EmailField'

type Props = {
  initial: string
  loading: boolean
  /** The failure of the "is this e-mail free" check, e.g. 'user already exists'. */
  error: ErrorMessage | null
  /** The e-mail is taken: the person more likely wants to sign in or restore the password. */
  taken: boolean
  onEdit: () => void
  onNext: (email: string) => void
}

/** Registration step 1: the e-mail and the three documents the person accepts by going on. */
export const EmailStep = ({ initial, loading, error, taken, onEdit, onNext }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useSchemaForm({
    schema: CheckEmailFreeRequest,
    initial: { username: initial },
    show: 'typing',
  })
  const disabled = loading || !form.valid || error !== null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = form.check()
    if (!disabled && parsed) onNext(parsed.username)
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={loading}>
      {error && (
        <Alert severity="error" role="alert">
          {messageText(t, error)}
          <RequestIdNote message={error} />
          {taken && (
            <Stack direction="row" flexWrap="wrap" columnGap={2} sx={{ mt: 0.5 }}>
              <RouterLink to={PATHS.login} color="inherit" underline="always">
                {t('auth.registration.signIn')}
              </RouterLink>
              <RouterLink to={PATHS.restorePassword} color="inherit" underline="always">
                {t('auth.login.forgot')}
              </RouterLink>
            </Stack>
          )}
        </Alert>
      )}
      <EmailField
        label={t('auth.login.email')}
        value={form.draft.username}
        onValueChange={(value) => {
          form.set('username', value)
          onEdit()
        }}
        errorKey={form.errors.username ?? null}
        hint={t('auth.registration.emailHint')}
      />
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.registration.agreement')}
        </Typography>
        <DocumentLinks variant="list" />
      </Stack>
      <Stack direction="row" spacing={1.5} justifyContent="space-between">
        {/* SPEC 2: back on the first step returns to the home page. */}
        <Button onClick={() => navigate(PATHS.home)}>{t('common.back')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled}
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t('common.next')}
        </Button>
      </Stack>
    </Stack>
  )
}
