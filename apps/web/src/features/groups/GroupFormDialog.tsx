import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  Dictionary,
  GROUP_LIMITS,
  type Group,
  GroupCreate,
  GroupJoinPolicy,
  GroupUpdate,
  GroupVisibility,
} from '@nauka/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { refusalMessage } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { CataloguePicker } from '../catalog/CataloguePicker'
import { ResponsiveDialog } from '../layout/ResponsiveDialog'
import { draftOfGroup, editableFields, emptyGroupDraft, type GroupDraft, groupChanges } from './form.model'
import { GroupPictureField } from './GroupPictureField'
import { useCreateGroup, useUpdateGroup } from './groups.queries'
import { activeRole } from './model'

type FormProps = {
  /** The group to edit; without it a new group is created. */
  group: Group | null
  onDone: (group: Group) => void
  onCancel: () => void
}

const GroupForm = ({ group, onDone, onCancel }: FormProps) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const formId = useId()
  const role = group ? activeRole(group.me) : null
  const allowed = editableFields(role)
  const form = useSchemaForm<GroupDraft, unknown>({
    schema: group ? GroupUpdate : GroupCreate,
    initial: group ? draftOfGroup(group) : emptyGroupDraft(),
    toInput: group ? (draft) => groupChanges(group, draft, role) : (draft) => draft,
    failureOf: refusalMessage,
  })
  const create = useCreateGroup()
  const update = useUpdateGroup(group?.id ?? 0)
  const [uploads, setUploads] = useState(0)
  const { draft, set } = form
  const busy = form.saving || uploads > 0
  const may = (field: keyof GroupDraft) => !group || allowed.has(field)
  const onBusy = (uploading: boolean) => setUploads((n) => n + (uploading ? 1 : -1))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // An edit that changes nothing just closes.
    if (group && Object.keys(groupChanges(group, draft, role)).length === 0) return onCancel()
    const result: { saved?: Group } = {}
    const ok = await form.submit(async (parsed) => {
      result.saved = group
        ? await update.mutateAsync(parsed as GroupUpdate)
        : await create.mutateAsync(parsed as GroupCreate)
    })
    if (!ok || !result.saved) return
    enqueueSnackbar(t(group ? 'groups.form.saved' : 'groups.form.created'), { variant: 'success' })
    onDone(result.saved)
  }

  return (
    <>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={submit}>
          <TextField
            label={t('groups.form.name')}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            required
            autoFocus={!group}
            fullWidth
            disabled={form.saving || !may('name')}
            error={Boolean(form.errors.name)}
            helperText={form.errorText('name')}
            slotProps={{ htmlInput: { maxLength: GROUP_LIMITS.nameMax } }}
          />
          <TextField
            label={t('groups.form.description')}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            multiline
            minRows={3}
            maxRows={12}
            fullWidth
            disabled={form.saving || !may('description')}
            error={Boolean(form.errors.description)}
            helperText={form.errorText('description')}
            slotProps={{ htmlInput: { maxLength: GROUP_LIMITS.descriptionMax } }}
          />
          <CataloguePicker
            cls={Dictionary.scienceArea}
            value={draft.scienceArea}
            onChange={(ref) => set('scienceArea', ref)}
            label={t('groups.form.area')}
            disabled={form.saving || !may('scienceArea')}
          />
          <FormControl disabled={form.saving || !may('joinPolicy')}>
            <FormLabel id={`${formId}-policy`}>{t('groups.form.policy')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${formId}-policy`}
              value={String(draft.joinPolicy)}
              onChange={(e) => set('joinPolicy', Number(e.target.value) as GroupJoinPolicy)}
            >
              <FormControlLabel
                value={String(GroupJoinPolicy.Open)}
                control={<Radio />}
                label={t('groups.policy.open')}
              />
              <FormControlLabel
                value={String(GroupJoinPolicy.Request)}
                control={<Radio />}
                label={t('groups.policy.request')}
              />
            </RadioGroup>
          </FormControl>
          <FormControl disabled={form.saving || !may('visibility')}>
            <FormLabel id={`${formId}-visibility`}>{t('groups.form.visibility')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${formId}-visibility`}
              value={String(draft.visibility)}
              onChange={(e) => set('visibility', Number(e.target.value) as GroupVisibility)}
            >
              <FormControlLabel
                value={String(GroupVisibility.Visible)}
                control={<Radio />}
                label={t('groups.visibility.visible')}
              />
              <FormControlLabel
                value={String(GroupVisibility.Hidden)}
                control={<Radio />}
                label={t('groups.visibility.hidden')}
              />
            </RadioGroup>
          </FormControl>
          {may('avatar') && (
            <GroupPictureField
              kind="avatar"
              currentUrl={group?.avatarUrl ?? null}
              onChange={(id) => set('avatar', id)}
              onBusy={onBusy}
              disabled={form.saving}
            />
          )}
          {may('banner') && (
            <GroupPictureField
              kind="banner"
              currentUrl={group?.bannerUrl ?? null}
              onChange={(id) => set('banner', id)}
              onBusy={onBusy}
              disabled={form.saving}
            />
          )}
          {form.failure && (
            <Alert severity="error" role="alert">
              {form.failure}
              <RequestIdNote cause={form.failureCause} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {group ? t('common.save') : t('groups.form.create')}
        </Button>
      </DialogActions>
    </>
  )
}

type Props = Omit<FormProps, 'onCancel'> & { open: boolean; onClose: () => void }

/** Create a group, or edit one (what the reader's role allows); a dialog, the whole screen on a phone. */
export const GroupFormDialog = ({ open, group, onDone, onClose }: Props) => {
  const { t } = useTranslation()
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={group ? t('groups.form.editTitle') : t('groups.form.createTitle')}
      maxWidth="sm"
    >
      {open && <GroupForm group={group} onDone={onDone} onCancel={onClose} />}
    </ResponsiveDialog>
  )
}
