import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Dictionary, EVENT_LIMITS, type Event, EventKind, type EventKind as Kind } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { refusalMessage } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { CataloguePicker } from '../catalog/CataloguePicker'
import { capacityMaxOf, draftOf, emptyDraft, eventFormSchema, inputOf } from './eventForm'
import { useCreateEvent, useUpdateEvent } from './events.queries'
import { useOrganisableGroups } from './organisableGroups'
import { TimeZoneField } from './TimeZoneField'
import { browserZone } from './zoned'

type Props = {
  open: boolean
  onClose: () => void
  /** The event to edit; a new one without. */
  event?: Event
}

const KINDS = Object.values(EventKind)

/** Creates an event, or edits one: its moments are entered on the chosen zone's clock. */
export const EventFormDialog = ({ open, onClose, event }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const titleId = useId()
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'))
  const create = useCreateEvent()
  const update = useUpdateEvent(event?.id ?? 0)
  const groups = useOrganisableGroups(open)
  const form = useSchemaForm({
    schema: eventFormSchema,
    initial: event ? draftOf(event) : emptyDraft(browserZone()),
    toInput: inputOf,
    failureOf: refusalMessage,
  })
  const { draft, set } = form
  const busy = form.saving
  const field = (name: keyof typeof draft) => ({
    error: Boolean(form.errors[name]),
    helperText: form.errorText(name),
    disabled: busy,
    fullWidth: true,
  })
  const moment = (name: 'startsAt' | 'endsAt' | 'registrationDeadline') => ({
    ...field(name),
    type: 'datetime-local',
    value: draft[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    slotProps: { inputLabel: { shrink: true } },
  })

  const submit = async () => {
    let saved: Event | null = null
    await form.submit(async (parsed) => {
      saved = event ? await update.mutateAsync(parsed) : await create.mutateAsync(parsed)
    })
    if (saved === null) return
    onClose()
    if (!event) navigate((saved as Event).link)
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {event ? t('events.form.editTitle') : t('events.form.createTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <TextField
            {...field('title')}
            label={t('events.form.title')}
            required
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.titleMax } }}
          />
          <TextField
            {...field('kind')}
            select
            label={t('events.form.kind')}
            value={draft.kind}
            onChange={(e) => set('kind', Number(e.target.value) as Kind)}
          >
            {KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`events.kind.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...moment('startsAt')} label={t('events.form.startsAt')} required />
            <TextField {...moment('endsAt')} label={t('events.form.endsAt')} required />
          </Stack>
          <TimeZoneField
            label={t('events.form.timeZone')}
            value={draft.timeZone}
            onChange={(zone) => set('timeZone', zone)}
            error={form.errorText('timeZone')}
            disabled={busy}
          />
          <TextField
            {...field('place')}
            label={t('events.form.place')}
            value={draft.place}
            onChange={(e) => set('place', e.target.value)}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.placeMax } }}
          />
          <TextField
            {...field('onlineUrl')}
            type="url"
            label={t('events.form.onlineUrl')}
            value={draft.onlineUrl}
            onChange={(e) => set('onlineUrl', e.target.value)}
          />
          <FormControlLabel
            disabled={busy}
            control={
              <Checkbox checked={draft.inPlatform} onChange={(e) => set('inPlatform', e.target.checked)} />
            }
            label={t('events.form.inPlatform')}
          />
          <TextField
            {...field('description')}
            multiline
            minRows={3}
            label={t('events.form.description')}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.descriptionMax } }}
          />
          <CataloguePicker
            cls={Dictionary.scienceArea}
            value={draft.scienceArea}
            label={t('events.form.scienceArea')}
            onChange={(area) => set('scienceArea', area)}
            disabled={busy}
            error={Boolean(form.errors.scienceArea)}
            helperText={form.errorText('scienceArea')}
          />
          {(groups.data?.length ?? 0) > 0 && (
            <TextField
              {...field('groupId')}
              select
              label={t('events.form.group')}
              value={draft.groupId ?? ''}
              onChange={(e) => set('groupId', e.target.value === '' ? null : Number(e.target.value))}
            >
              <MenuItem value="">{t('events.form.noGroup')}</MenuItem>
              {groups.data?.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  {group.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...moment('registrationDeadline')} label={t('events.form.deadline')} />
            <TextField
              {...field('capacity')}
              helperText={
                form.errorText('capacity') ??
                (draft.inPlatform
                  ? t('events.form.capacityInPlatform', { max: EVENT_LIMITS.inPlatformCapacityMax })
                  : undefined)
              }
              type="number"
              label={t('events.form.capacity')}
              value={draft.capacity}
              onChange={(e) => set('capacity', e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: capacityMaxOf(draft), step: 1 } }}
            />
          </Stack>
          {form.failure && (
            <Alert severity="error">
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
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={busy}>
          {event ? t('common.save') : t('events.form.create')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
