import ChatOutlined from '@mui/icons-material/ChatOutlined'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type Listing, ListingStatus } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { ContactDialog } from './ContactDialog'
import { ListingEditorDialog } from './ListingEditorDialog'
import { useUpdateListing } from './market.queries'
import { ReportDialog } from './ReportDialog'

/**
 * What the reader may do with a listing: its author edits, closes and reopens it (a hidden one
 * stays hidden, so only editing is left); anyone else contacts the author and reports it, once.
 */
export const ListingActions = ({ listing }: { listing: Listing }) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const [open, setOpen] = useState<'edit' | 'contact' | 'report' | null>(null)
  const update = useUpdateListing(listing.id)
  const close = () => setOpen(null)
  const setStatus = (status: typeof ListingStatus.Open | typeof ListingStatus.Closed) =>
    update.mutate(
      { status },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t(
              status === ListingStatus.Closed
                ? 'marketplace.listing.closedToast'
                : 'marketplace.listing.reopenedToast',
            ),
            { variant: 'success' },
          ),
      },
    )

  if (listing.isAuthor)
    return (
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setOpen('edit')}>
            {t('marketplace.listing.edit')}
          </Button>
          {listing.status === ListingStatus.Open && (
            <Button
              variant="outlined"
              disabled={update.isPending}
              onClick={() => setStatus(ListingStatus.Closed)}
            >
              {t('marketplace.listing.close')}
            </Button>
          )}
          {listing.status === ListingStatus.Closed && (
            <Button
              variant="outlined"
              disabled={update.isPending}
              onClick={() => setStatus(ListingStatus.Open)}
            >
              {t('marketplace.listing.reopen')}
            </Button>
          )}
        </Stack>
        {update.error && (
          <Alert severity="error" role="alert">
            {messageText(t, failureMessage(update.error, 'marketplace.listing.statusFailed'))}
            <RequestIdNote cause={update.error} />
          </Alert>
        )}
        {open === 'edit' && <ListingEditorDialog open listing={listing} onClose={close} />}
      </Stack>
    )

  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
      {listing.status === ListingStatus.Open && (
        <Button variant="contained" startIcon={<ChatOutlined />} onClick={() => setOpen('contact')}>
          {t('marketplace.listing.contact')}
        </Button>
      )}
      {listing.reported ? (
        <Button disabled startIcon={<CheckOutlined />}>
          {t('marketplace.listing.reported')}
        </Button>
      ) : (
        <Button color="inherit" startIcon={<FlagOutlined />} onClick={() => setOpen('report')}>
          {t('marketplace.listing.report')}
        </Button>
      )}
      {open === 'contact' && <ContactDialog open listingId={listing.id} onClose={close} />}
      {open === 'report' && <ReportDialog open listingId={listing.id} onClose={close} />}
    </Stack>
  )
}
