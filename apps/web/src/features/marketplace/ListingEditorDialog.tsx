import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import {
  CURRENCIES,
  type Currency,
  type Listing,
  type ListingCategory,
  ListingCreate,
  type ListingKind,
  MARKET_LIMITS,
} from '@nauka/contracts'
import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { ImagesField } from './ImagesField'
import { imageIds, imagesUploading } from './images.model'
import { draftOf, inputOf, type ListingDraft } from './listingDraft'
import { useCreateListing, useUpdateListing } from './market.queries'
import { CATEGORIES, KINDS } from './model'
import { useListingImages } from './useListingImages'
import { useMarketText } from './useMarketText'

type Props = {
  open: boolean
  /** The listing to edit; a new one when left out. */
  listing?: Listing
  onClose: () => void
}

/**
 * A new listing or an edit of one: kind, category, title, description, price with currency or
 * "negotiable", place and/or remote, pictures. Checked with the contract's ListingCreate (the
 * server checks the same); a new one opens its page once published.
 */
export const ListingEditorDialog = ({ open, listing, onClose }: Props) => {
  const { t } = useTranslation()
  const text = useMarketText()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const titleId = useId()
  const formId = useId()
  const images = useListingImages(listing?.images ?? [])
  const ids = imageIds(images.items)
  const form = useSchemaForm<ListingDraft, ListingCreate>({
    schema: ListingCreate,
    initial: draftOf(listing),
    toInput: (draft) => inputOf(draft, ids),
  })
  const create = useCreateListing()
  const update = useUpdateListing(listing?.id ?? 0)
  const { draft, set, errors } = form
  const busy = form.saving
  const uploading = imagesUploading(images.items)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (uploading || busy) {
      form.check()
      return
    }
    const saved: { listing?: Listing } = {}
    const ok = await form.submit(async (parsed) => {
      saved.listing = listing ? await update.mutateAsync(parsed) : await create.mutateAsync(parsed)
    })
    if (!ok || !saved.listing) return
    images.markSaved()
    enqueueSnackbar(t(listing ? 'marketplace.editor.saved' : 'marketplace.editor.created'), {
      variant: 'success',
    })
    onClose()
    if (!listing) navigate(saved.listing.link)
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t(listing ? 'marketplace.editor.titleEdit' : 'marketplace.editor.titleNew')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('marketplace.editor.kind')}
              value={draft.kind}
              onChange={(event) => set('kind', Number(event.target.value) as ListingKind)}
              slotProps={{ select: { native: true } }}
              disabled={busy}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {text.kind(kind)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('marketplace.editor.category')}
              value={draft.category}
              onChange={(event) => set('category', Number(event.target.value) as ListingCategory)}
              slotProps={{ select: { native: true } }}
              disabled={busy}
            >
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {text.category(category)}
                </option>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t('marketplace.editor.title')}
            value={draft.title}
            onChange={(event) => set('title', event.target.value)}
            required
            autoFocus
            fullWidth
            error={!!errors.title}
            helperText={form.errorText('title')}
            slotProps={{ htmlInput: { maxLength: MARKET_LIMITS.titleMax } }}
            disabled={busy}
          />
          <TextField
            label={t('marketplace.editor.description')}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            required
            multiline
            minRows={4}
            maxRows={16}
            fullWidth
            error={!!errors.description}
            helperText={form.errorText('description')}
            slotProps={{ htmlInput: { maxLength: MARKET_LIMITS.descriptionMax } }}
            disabled={busy}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
              <TextField
                label={t('marketplace.editor.price')}
                value={draft.amount}
                onChange={(event) => set('amount', event.target.value)}
                fullWidth
                required={!draft.negotiable}
                disabled={busy || draft.negotiable}
                error={!draft.negotiable && !!errors['price.amount']}
                helperText={draft.negotiable ? undefined : form.errorText('price.amount')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                select
                label={t('marketplace.editor.currency')}
                value={draft.currency}
                onChange={(event) => set('currency', event.target.value as Currency)}
                slotProps={{ select: { native: true } }}
                disabled={busy || draft.negotiable}
                sx={{ width: 110, flexShrink: 0 }}
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </TextField>
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.negotiable}
                  onChange={(event) => set('negotiable', event.target.checked)}
                  disabled={busy}
                />
              }
              label={t('marketplace.editor.negotiable')}
              sx={{ pt: { sm: 1 } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
            <TextField
              label={t('marketplace.editor.location')}
              value={draft.location}
              onChange={(event) => set('location', event.target.value)}
              fullWidth
              error={!!errors.location}
              helperText={form.errorText('location') ?? t('marketplace.editor.locationHint')}
              slotProps={{ htmlInput: { maxLength: MARKET_LIMITS.locationMax } }}
              disabled={busy}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.remote}
                  onChange={(event) => set('remote', event.target.checked)}
                  disabled={busy}
                />
              }
              label={t('marketplace.editor.remote')}
              sx={{ pt: { sm: 1 }, flexShrink: 0 }}
            />
          </Stack>
          <ImagesField
            items={images.items}
            refusal={images.refusal}
            disabled={busy}
            onAdd={images.add}
            onRemove={images.remove}
            onMove={images.move}
          />
          {form.failure && (
            <Alert severity="error" role="alert">
              {form.failure}
              <RequestIdNote cause={form.failureCause} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {uploading
            ? t('marketplace.editor.waitUploads')
            : t(listing ? 'marketplace.editor.save' : 'marketplace.editor.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
