import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ListingReport, ReportResolution } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { personName } from '../../shared/names'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { Timestamp } from '../../shared/time/Timestamp'
import { ListingCardView } from './ListingCardView'
import { useResolveReport } from './market.queries'
import { useMarketText } from './useMarketText'

/** One report as a moderator reviews it: the listing, why, who; hide the listing or keep it. */
export const ReportRow = ({ report }: { report: ListingReport }) => {
  const { t } = useTranslation()
  const text = useMarketText()
  const resolve = useResolveReport()
  const decide = (resolution: ReportResolution) => resolve.mutate({ id: report.id, body: { resolution } })
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
      <ListingCardView listing={report.listing} showStatus headingLevel="h2" />
      <Stack spacing={1} sx={{ px: { xs: 2, sm: 3 }, pt: 1.5 }}>
        <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center">
          <Chip size="small" variant="outlined" label={text.reason(report.reason)} />
          <Typography variant="body2" color="text.secondary">
            {t('marketplace.reports.reporter')} {personName(report.reporter) ?? t('marketplace.noName')} ·{' '}
            <Timestamp value={report.createdAt} />
          </Typography>
        </Stack>
        {report.comment && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('marketplace.reports.comment')}:
            </Box>{' '}
            {report.comment}
          </Typography>
        )}
        {report.resolution === null ? (
          <Stack direction="row" spacing={1}>
            <Button
              // Outlined: the filled red of the dark theme carries white text below AA contrast.
              variant="outlined"
              color="error"
              disabled={resolve.isPending}
              onClick={() => decide(ReportResolution.Hidden)}
            >
              {t('marketplace.reports.hide')}
            </Button>
            <Button
              variant="outlined"
              disabled={resolve.isPending}
              onClick={() => decide(ReportResolution.Kept)}
            >
              {t('marketplace.reports.keep')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(
              report.resolution === ReportResolution.Hidden
                ? 'marketplace.reports.resolvedHidden'
                : 'marketplace.reports.resolvedKept',
            )}
            {report.resolvedAt && (
              <>
                {' · '}
                <Timestamp value={report.resolvedAt} />
              </>
            )}
          </Typography>
        )}
        {resolve.error && (
          <Alert severity="error" role="alert">
            {messageText(t, failureMessage(resolve.error, 'marketplace.reports.failed'))}
            <RequestIdNote cause={resolve.error} />
          </Alert>
        )}
      </Stack>
    </Box>
  )
}
