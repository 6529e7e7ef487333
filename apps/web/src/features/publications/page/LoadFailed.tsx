import { useTranslation } from 'react-i18next'
import { RetryAlert } from '../../../shared/RetryAlert'
import { SectionPage } from '../../../shared/SectionPage'

/** The publication could not be read (no connection, a server failure): why, and another try. */
export const LoadFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation()
  return (
    <SectionPage title={t('publication.title')}>
      <RetryAlert error={error} onRetry={onRetry} fallbackKey="publication.loadError" sx={{ m: 2 }} />
    </SectionPage>
  )
}
