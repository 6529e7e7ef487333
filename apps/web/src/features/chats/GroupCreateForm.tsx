import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CHAT_LIMITS, type UserSearchResult } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, messageText, refusalMessage } from '../../api/errorText'
import { uploadFile } from '../files/upload'
import { useCreateDialog } from './chats.queries'
import { GroupImageField } from './GroupImageField'
import { type GroupFormErrors, NO_ERRORS, validateGroupForm } from './groupForm.model'
import { MemberChips } from './MemberChips'
import { UserPicker } from './UserPicker'

type Props = { onCreated: (dialogId: number) => void }

/** SPEC 2, 5: a new group: name, members, optional image; the creator becomes its admin. */
export const GroupCreateForm = ({ onCreated }: Props) => {
  const { t } = useTranslation()
  const create = useCreateDialog()
  const [name, setName] = useState('')
  const [members, setMembers] = useState<UserSearchResult[]>([])
  const [image, setImage] = useState<File | null>(null)
  const [errors, setErrors] = useState<GroupFormErrors>(NO_ERRORS)
  const [failure, setFailure] = useState<ErrorMessage | null>(null)
  const [uploading, setUploading] = useState(false)
  const busy = uploading || create.isPending

  const submit = async () => {
    const ids = members.map((m) => m.id)
    const invalid = validateGroupForm({ name, users: ids, image })
    setErrors(invalid ?? NO_ERRORS)
    setFailure(null)
    if (invalid) return
    try {
      setUploading(true)
      const uploaded = image ? await uploadFile(image) : null
      setUploading(false)
      const created = await create.mutateAsync({
        dialogName: name.trim(),
        users: ids,
        dialogImage: uploaded ? { id: uploaded.id } : null,
        group: true,
      })
      onCreated(created.id)
    } catch (cause) {
      setUploading(false)
      setFailure(refusalMessage(cause))
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <TextField
        label={t('chats.group.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name !== null}
        helperText={errors.name ? t(errors.name) : undefined}
        slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.groupNameMax } }}
        required
        fullWidth
        disabled={busy}
      />
      <GroupImageField
        file={image}
        error={errors.image}
        disabled={busy}
        onChange={(file, error) => {
          setImage(error ? null : file)
          setErrors((e) => ({ ...e, image: error }))
        }}
      />
      <MemberChips users={members} onRemove={(id) => setMembers((list) => list.filter((m) => m.id !== id))} />
      {errors.users && <FormHelperText error>{t(errors.users)}</FormHelperText>}
      <UserPicker
        dialogId={null}
        exclude={members.map((m) => m.id)}
        disabled={busy}
        onPick={(user) => {
          setMembers((list) => [...list, user])
          setErrors((e) => ({ ...e, users: null }))
        }}
      />
      {failure && <Alert severity="error">{messageText(t, failure)}</Alert>}
      <Button type="submit" variant="contained" disabled={busy}>
        {t('chats.group.create')}
      </Button>
    </Stack>
  )
}
