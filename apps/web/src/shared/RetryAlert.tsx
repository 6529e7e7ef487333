import Alert, { type AlertProps } from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../api/errorText'
import { RequestIdNote } from './RequestIdNote'

type Props = {
  error: unknown
  onRetry: () => void
  /** The words for a failure the error catalogue does not name. */
  fallbackKey?: string
  sx?: AlertProps['sx']
}

/**
 * Something could not be loaded: why (SPEC 8 catalogue), the request's id when the failure is
 * one to report (issue 19), and a button to try again.
 */
export const RetryAlert = ({ error, onRetry, fallbackKey, sx }: Props) => {
  const { t } = useTranslation()
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {messageText(t, failureMessage(error, fallbackKey))}
      <RequestIdNote cause={error} />
    </Alert>
  )
}
