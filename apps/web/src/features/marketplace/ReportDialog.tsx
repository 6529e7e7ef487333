import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { MARKET_LIMITS, ReportReason } from '@nauka/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useReportListing } from './market.queries'
import { useMarketText } from './useMarketText'

type Props = { listingId: number; open: boolean; onClose: () => void }

const REASONS = Object.values(ReportReason)

/** A report on a listing: its reason and a comment; once sent, the page says "Reported". */
export const ReportDialog = ({ listingId, open, onClose }: Props) => {
  const { t } = useTranslation()
  const text = useMarketText()
  const { enqueueSnackbar } = useSnackbar()
  const titleId = useId()
  const reasonId = useId()
  const formId = useId()
  const [reason, setReason] = useState<ReportReason>(ReportReason.Spam)
  const [comment, setComment] = useState('')
  const report = useReportListing(listingId)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    report.mutate(
      { reason, comment: comment.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(t('marketplace.report.sent'), { variant: 'success' })
          onClose()
        },
      },
    )
  }
  return (
    <Dialog
      open={open}
      onClose={report.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('marketplace.report.title')}</DialogTitle>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate>
          <FormControl disabled={report.isPending}>
            <FormLabel id={reasonId}>{t('marketplace.report.reason')}</FormLabel>
            <RadioGroup
              aria-labelledby={reasonId}
              value={reason}
              onChange={(event) => setReason(Number(event.target.value) as ReportReason)}
            >
              {REASONS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={text.reason(value)} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={t('marketplace.report.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            disabled={report.isPending}
            slotProps={{ htmlInput: { maxLength: MARKET_LIMITS.reportCommentMax } }}
            sx={{ mt: 2 }}
          />
        </form>
        {report.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {messageText(t, failureMessage(report.error, 'marketplace.report.failed'))}
            <RequestIdNote cause={report.error} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={report.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={report.isPending}>
          {t('marketplace.report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
