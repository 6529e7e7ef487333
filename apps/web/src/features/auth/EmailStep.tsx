import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { DocumentLinks } from '../../shared/DocumentLinks'
import { PATHS } from '../../shared/paths'
import { EmailField } from './EmailField'
import { emailErrorKey } from './validation'

type Props = { initial: string; onNext: (email: string) => void }

/** Registration step 1: the e-mail and the three documents the person accepts by going on. */
export const EmailStep = ({ initial, onNext }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [email, setEmail] = useState(initial)
  const error = emailErrorKey(email)
  const disabled = email.trim() === '' || error !== null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!disabled) onNext(email.trim())
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <EmailField
        label={t('auth.login.email')}
        value={email}
        onValueChange={setEmail}
        errorKey={error}
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
        <Button type="submit" variant="contained" disabled={disabled}>
          {t('common.next')}
        </Button>
      </Stack>
    </Stack>
  )
}
