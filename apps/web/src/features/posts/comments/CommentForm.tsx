import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CommentCreate, Dictionary, formatRef, POST_LIMITS } from '@nauka/contracts'
import { type FormEvent, type KeyboardEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/ApiError'
import { type ErrorMessage, failureMessage } from '../../../api/errorText'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../../shared/RequestIdNote'
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
 * The message of a refused comment. SPEC 6: when the author denied comments the server's 403
 * says so in the reader's language, and that text is shown as it is.
 */
const refusal = (error: unknown): ErrorMessage =>
  error instanceof ApiError && error.status === 403 && error.message
    ? { text: error.message }
    : failureMessage(error, 'comments.form.failed')

/** A new comment or a reply: one field, sent with the button or Ctrl+Enter. */
export const CommentForm = ({ postId, up, label, autoFocus = false, onDone, onCancel }: Props) => {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreateComment(postId)
  const form = useSchemaForm({
    schema: CommentCreate.pick({ text: true }),
    initial: { text: '' },
    failureOf: refusal,
  })

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    // Sent as typed; the contracts trim it on the server.
    const sent = await form.submit(() =>
      create.mutateAsync({ rPost: formatRef(Dictionary.post, postId), text: form.draft.text, up }),
    )
    if (!sent) return
    form.reset({ text: '' })
    onDone?.()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit()
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label={label}>
      <TextField
        id={id}
        label={label}
        value={form.draft.text}
        onChange={(event) => {
          form.set('text', event.target.value)
          form.dismissFailure()
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={12}
        fullWidth
        autoFocus={autoFocus}
        error={Boolean(form.errors.text)}
        helperText={form.errorText('text') ?? t('comments.form.hint')}
        slotProps={{ htmlInput: { maxLength: POST_LIMITS.commentMax } }}
      />
      {form.failure && (
        <Alert severity="error" role="alert">
          {form.failure}
          <RequestIdNote cause={form.failureCause} />
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {onCancel && (
          <Button onClick={onCancel} disabled={form.saving}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={form.saving}>
          {form.saving
            ? t('comments.form.sending')
            : up === null
              ? t('comments.form.send')
              : t('comments.form.reply')}
        </Button>
      </Stack>
    </Stack>
  )
}
