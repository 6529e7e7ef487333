import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CHAT_LIMITS, type Dialog, DialogUpdate } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { uploadFile } from '../files/upload'
import { useGroupChange } from './chats.queries'
import { GroupImageField } from './GroupImageField'

type Props = { dialog: Dialog }

type Draft = { name: string; image: File | null }

/** SPEC 5, 6: an admin renames the group and changes its image (the same rules as creating it). */
export const GroupSettingsForm = ({ dialog }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const change = useGroupChange(dialog.dialogId)
  const current = dialog.dialogName ?? ''
  // Only a new name is checked and sent; the image is checked as it is picked.
  const form = useSchemaForm({
    schema: DialogUpdate,
    initial: { name: current, image: null } as Draft,
    toInput: ({ name }: Draft) => ({ name: name.trim() !== current ? name : undefined }),
  })
  const { draft, set } = form
  const [imageError, setImageError] = useState<string | null>(null)
  const busy = form.saving
  const renamed = draft.name.trim() !== current

  const save = async () => {
    const ok = await form.submit(async (parsed) => {
      const body: DialogUpdate = {}
      if (parsed.name !== undefined) body.name = parsed.name
      if (draft.image) body.image = { id: (await uploadFile(draft.image)).id }
      await change.mutateAsync({ kind: 'update', body })
    })
    if (!ok) return
    set('image', null)
    enqueueSnackbar(t('chats.group.saved'), { variant: 'success' })
  }

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      sx={{ pt: 1 }}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <TextField
        label={t('chats.group.name')}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={Boolean(form.errors.name)}
        helperText={form.errorText('name')}
        slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.groupNameMax } }}
        fullWidth
        disabled={busy}
      />
      <GroupImageField
        file={draft.image}
        currentUrl={dialog.dialogImage}
        error={imageError}
        disabled={busy}
        onChange={(file, error) => {
          set('image', error ? null : file)
          setImageError(error)
        }}
      />
      {form.failure && (
        <Alert severity="error">
          {form.failure}
          <RequestIdNote cause={form.failureCause} />
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={busy || (!renamed && !draft.image)}
        sx={{ alignSelf: 'start' }}
      >
        {t('common.save')}
      </Button>
    </Stack>
  )
}
