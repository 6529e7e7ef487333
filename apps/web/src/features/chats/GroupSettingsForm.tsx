import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CHAT_LIMITS, type Dialog, type DialogUpdate, LIMITS } from '@nauka/contracts'
import { useSnackbar } from 'notistack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, failureMessage, messageText } from '../../api/errorText'
import { uploadFile } from '../files/upload'
import { useGroupChange } from './chats.queries'
import { GroupImageField } from './GroupImageField'

type Props = { dialog: Dialog }

/** SPEC 5, 6: an admin renames the group and changes its image (the same rules as creating it). */
export const GroupSettingsForm = ({ dialog }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const change = useGroupChange(dialog.dialogId)
  const [name, setName] = useState(dialog.dialogName ?? '')
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [nameError, setNameError] = useState<string | null>(null)
  const [failure, setFailure] = useState<ErrorMessage | null>(null)
  const [uploading, setUploading] = useState(false)
  const busy = uploading || change.isPending
  const renamed = name.trim() !== (dialog.dialogName ?? '')

  const save = async () => {
    setFailure(null)
    if (renamed && name.trim().length < LIMITS.groupNameMin) {
      setNameError('chat.group.nameTooShort')
      return
    }
    setNameError(null)
    try {
      const body: DialogUpdate = {}
      if (renamed) body.name = name.trim()
      if (image) {
        setUploading(true)
        body.image = { id: (await uploadFile(image)).id }
        setUploading(false)
      }
      await change.mutateAsync({ kind: 'update', body })
      setImage(null)
      enqueueSnackbar(t('chats.group.saved'), { variant: 'success' })
    } catch (cause) {
      setUploading(false)
      setFailure(failureMessage(cause))
    }
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
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError !== null}
        helperText={nameError ? t(nameError) : undefined}
        slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.groupNameMax } }}
        fullWidth
        disabled={busy}
      />
      <GroupImageField
        file={image}
        currentUrl={dialog.dialogImage}
        error={imageError}
        disabled={busy}
        onChange={(file, error) => {
          setImage(error ? null : file)
          setImageError(error)
        }}
      />
      {failure && <Alert severity="error">{messageText(t, failure)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={busy || (!renamed && !image)}
        sx={{ alignSelf: 'start' }}
      >
        {t('common.save')}
      </Button>
    </Stack>
  )
}
