import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CommentCreate, Dictionary, formatRef, POST_LIMITS } from '@nauka/contracts'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/ApiError'
import { failureMessage, messageText } from '../../../api/errorText'
import { useCreateComment } from './comments.queries'

type Props = {
  postId: number
  /** The comment answered, or null for a comment on the post. */
  up: number | null
  /** The field's label: "Write a comment", or "Reply to <name>". */
  label: string
  autoFocus?: boolean
  onDone?: () => void
  onCancel?: () => void
}

/**
 * The text a refused comment shows. SPEC 6: when the author denied comments the server's 403
 * says so in the reader's language, and that text is shown as it is.
 */
const refusalText = (t: ReturnType<typeof useTranslation>['t'], error: unknown): string =>
  error instanceof ApiError && error.status === 403 && error.message
    ? error.message
    : messageText(t, failureMessage(error, 'comments.form.failed'))

/** A new comment or a reply: one field, sent with the button or Ctrl+Enter. */
export const CommentForm = ({ postId, up, label, autoFocus = false, onDone, onCancel }: Props) => {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const create = useCreateComment(postId)

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const body = { rPost: formatRef(Dictionary.post, postId), text, up }
    const checked = CommentCreate.shape.text.safeParse(text)
    if (!checked.success) {
      setInvalid(t(checked.error.issues[0]?.message ?? 'validation.required.comment.text'))
      return
    }
    setInvalid(null)
    create.mutate(body, {
      onSuccess: () => {
        setText('')
        onDone?.()
      },
    })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit()
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label={label}>
      <TextField
        id={id}
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          if (invalid) setInvalid(null)
          if (create.isError) create.reset()
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={12}
        fullWidth
        autoFocus={autoFocus}
        error={invalid !== null}
        helperText={invalid ?? t('comments.form.hint')}
        slotProps={{ htmlInput: { maxLength: POST_LIMITS.commentMax } }}
      />
      {create.isError && (
        <Alert severity="error" role="alert">
          {refusalText(t, create.error)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {onCancel && (
          <Button onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending
            ? t('comments.form.sending')
            : up === null
              ? t('comments.form.send')
              : t('comments.form.reply')}
        </Button>
      </Stack>
    </Stack>
  )
}
