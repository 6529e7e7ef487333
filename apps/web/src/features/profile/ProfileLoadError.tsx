import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { SectionPage } from '../../shared/SectionPage'

/** A profile that could not be loaded: the catalogue message and a retry, for own and foreign profiles. */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <SectionPage title={t('profile.title')}>
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {messageText(t, failureMessage(error, 'profile.loadError'))}
        <RequestIdNote cause={error} />
      </Alert>
    </SectionPage>
  )
}
