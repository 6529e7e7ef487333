import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CHAT_LIMITS, GroupChatCreate, type UserSearchResult } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { refusalMessage } from '../../api/errorText'
import { useSchemaForm } from '../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { uploadFile } from '../files/upload'
import { useCreateDialog } from './chats.queries'
import { GroupImageField } from './GroupImageField'
import { MemberChips } from './MemberChips'
import { UserPicker } from './UserPicker'

type Props = { onCreated: (dialogId: number) => void }

type Draft = { name: string; members: UserSearchResult[]; image: File | null }

/** SPEC 5: what the contracts' GroupChatCreate checks: the name, the members' ids, the image's file. */
const inputOf = ({ name, members, image }: Draft) => ({
  name,
  users: members.map((m) => m.id),
  image: image ?? undefined,
})

/** SPEC 2, 5: a new group: name, members, optional image; the creator becomes its admin. */
export const GroupCreateForm = ({ onCreated }: Props) => {
  const { t } = useTranslation()
  const create = useCreateDialog()
  const form = useSchemaForm({
    schema: GroupChatCreate,
    initial: { name: '', members: [], image: null } as Draft,
    toInput: inputOf,
    failureOf: refusalMessage,
  })
  const { draft, set } = form
  // SPEC 5: a picked image is checked at once; a refused one is not kept.
  const [imageError, setImageError] = useState<string | null>(null)
  const busy = form.saving

  const submit = async () => {
    const result: { id?: number } = {}
    await form.submit(async (parsed) => {
      const uploaded = draft.image ? await uploadFile(draft.image) : null
      const created = await create.mutateAsync({
        dialogName: parsed.name,
        users: parsed.users,
        dialogImage: uploaded ? { id: uploaded.id } : null,
        group: true,
      })
      result.id = created.id
    })
    if (result.id !== undefined) onCreated(result.id)
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
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={Boolean(form.errors.name)}
        helperText={form.errorText('name')}
        slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.groupNameMax } }}
        required
        fullWidth
        disabled={busy}
      />
      <GroupImageField
        file={draft.image}
        error={imageError ?? form.errors.image ?? null}
        disabled={busy}
        onChange={(file, error) => {
          set('image', error ? null : file)
          setImageError(error)
        }}
      />
      <MemberChips
        users={draft.members}
        onRemove={(id) =>
          set(
            'members',
            draft.members.filter((m) => m.id !== id),
          )
        }
      />
      {form.errors.users && <FormHelperText error>{form.errorText('users')}</FormHelperText>}
      <UserPicker
        dialogId={null}
        exclude={draft.members.map((m) => m.id)}
        disabled={busy}
        onPick={(user) => set('members', [...draft.members, user])}
      />
      {form.failure && (
        <Alert severity="error">
          {form.failure}
          <RequestIdNote cause={form.failureCause} />
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {t('chats.group.create')}
      </Button>
    </Stack>
  )
}
