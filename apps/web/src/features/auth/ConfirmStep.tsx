import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { ResendVerification } from './ResendVerification'

type Props = { email: string; onFinish: () => void }

/** Registration step 3: check the mail, with a way to have the link sent again. */
export const ConfirmStep = ({ email, onFinish }: Props) => {
  const { t } = useTranslation()
  // The first mail went out with the registration, just before this step showed.
  const [registeredAt] = useState(() => Date.now())
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 40, mt: 0.25 }} aria-hidden />
        <Stack spacing={1}>
          <Typography>
            <Trans i18nKey="auth.registration.checkMail" values={{ email }} components={{ b: <strong /> }} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('auth.registration.checkSpam')}
          </Typography>
        </Stack>
      </Stack>
      <ResendVerification email={email} sentAt={registeredAt} prompt={t('auth.registration.noMail')} />
      <Stack direction="row" spacing={1.5} justifyContent="space-between">
        {/* SPEC 2: back is disabled on the last step; the other button finishes. */}
        <Button disabled>{t('common.back')}</Button>
        <Button variant="contained" onClick={onFinish}>
          {t('auth.registration.finish')}
        </Button>
      </Stack>
    </Stack>
  )
}
