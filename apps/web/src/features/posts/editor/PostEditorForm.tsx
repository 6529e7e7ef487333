import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  CommentPermission,
  type FeedKind,
  GroupPostCreate,
  type GroupPostCreate as GroupPostInput,
  type Post,
  PostCreate,
  type PostCreate as PostCreateInput,
  PostUpdate,
  type PostUpdate as PostUpdateInput,
  type WritableFeed,
} from '@nauka/contracts'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SafeParser } from '../../../shared/form/fieldErrors'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { OfflineTooltip, useCanWrite } from '../../device/OfflineTooltip'
import { useUploadRules } from '../../files/allowedTypes'
import { useCreatePost } from '../posts.queries'
import { AttachmentsField } from './AttachmentsField'
import { attachmentChanges, isUploading, publishedIds } from './attachments.model'
import { createInput, draftOf, type PostDraft, updateInput } from './draft'
import { useSavePostEdits } from './savePost'
import { TopicsField } from './TopicsField'
import { useAttachments } from './useAttachments'

/** Issue 18: a new post in a group goes to the group's route; moderators may post as the group. */
export type GroupTarget = {
  /** Offers "As the group" (GROUP_RIGHTS.postAsGroup). */
  asGroupAllowed: boolean
  create: (body: GroupPostInput) => Promise<Post>
}

type Props = {
  post: Post | null
  /** A new post in a group, instead of the author's own feed. */
  group?: GroupTarget | undefined
  /** The feeds a new post may go to; the choice shows when there is more than one. */
  feeds: readonly WritableFeed[]
  /** A new post's title and text to start from. */
  initial?: Partial<Pick<PostDraft, 'title' | 'text'>> | undefined
  onDone: (post: Post) => void
  onCancel: () => void
}

/** The contracts schema of the mode: PostCreate for a new post (GroupPostCreate in a group), PostUpdate for an edit. */
const schemaOf = (post: Post | null, group: GroupTarget | undefined): SafeParser<unknown> =>
  post ? PostUpdate : group ? GroupPostCreate : PostCreate

/**
 * The post editor's fields: title and text (SPEC 5 required messages), who may comment, topics,
 * the feed (for authors who may publish news), and attachments uploaded as they are picked.
 * Ctrl+Enter publishes.
 */
export const PostEditorForm = ({ post, group, feeds, initial, onDone, onCancel }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const formId = useId()
  const online = useCanWrite()
  const form = useSchemaForm<PostDraft, unknown>({
    schema: schemaOf(post, group),
    initial: { ...draftOf(post), ...initial },
    toInput: post ? updateInput(post.id) : createInput,
  })
  const { rules, failed: rulesFailed } = useUploadRules()
  const attachments = useAttachments(post?.files ?? [], rules, rulesFailed)
  const create = useCreatePost()
  const save = useSavePostEdits()
  const [asGroup, setAsGroup] = useState(false)
  const busy = form.saving
  const uploading = isUploading(attachments.items)
  const { draft, set, errors, failure } = form

  const publish = async () => {
    // The messages show even while files upload; the post waits for them.
    if (uploading || busy) {
      form.check()
      return
    }
    const result: { saved?: Post } = {}
    const ok = await form.submit(async (parsed) => {
      result.saved = post
        ? await save.mutateAsync({
            update: parsed as PostUpdateInput,
            ...attachmentChanges(post.files, attachments.items),
          })
        : group
          ? await group.create({
              ...(parsed as GroupPostInput),
              files: publishedIds(attachments.items),
              asGroup,
            })
          : await create.mutateAsync({
              ...(parsed as PostCreateInput),
              files: publishedIds(attachments.items),
            })
    })
    if (!ok || !result.saved) return
    attachments.markSaved()
    enqueueSnackbar(post ? t('postEditor.saved') : t('postEditor.published'), { variant: 'success' })
    onDone(result.saved)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void publish()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void publish()
    }
  }

  return (
    <>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2.5}
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          aria-label={post ? t('postEditor.editTitle') : t('postEditor.newTitle')}
        >
          <TextField
            label={t('postEditor.title')}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            required
            autoFocus
            fullWidth
            error={!!errors.title}
            helperText={form.errorText('title')}
            disabled={busy}
          />
          <TextField
            label={t('postEditor.text')}
            value={draft.text}
            onChange={(e) => set('text', e.target.value)}
            required
            multiline
            minRows={5}
            maxRows={20}
            fullWidth
            error={!!errors.text}
            helperText={form.errorText('text') ?? t('postEditor.shortcut')}
            disabled={busy}
          />
          {post === null && !group && feeds.length > 1 && (
            <TextField
              select
              label={t('postEditor.feed')}
              value={draft.feed}
              onChange={(e) => set('feed', e.target.value as FeedKind)}
              disabled={busy}
            >
              {feeds.map((feed) => (
                <MenuItem key={feed.feed} value={feed.feed}>
                  {feed.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          {post === null && group?.asGroupAllowed && (
            <FormControlLabel
              control={
                <Switch checked={asGroup} onChange={(e) => setAsGroup(e.target.checked)} disabled={busy} />
              }
              label={t('groups.posts.asGroup')}
            />
          )}
          <TopicsField value={draft.topics} onChange={(topics) => set('topics', topics)} disabled={busy} />
          <FormControlLabel
            control={
              <Switch
                checked={draft.cCommentStatus === CommentPermission.Allow}
                onChange={(e) =>
                  set('cCommentStatus', e.target.checked ? CommentPermission.Allow : CommentPermission.Deny)
                }
                disabled={busy}
              />
            }
            label={t('postEditor.allowComments')}
          />
          <AttachmentsField
            items={attachments.items}
            refusal={attachments.refusal}
            rulesFailed={rulesFailed}
            disabled={busy}
            onAdd={attachments.add}
            onRemove={attachments.remove}
          />
          {errors.files && (
            <Alert severity="error" role="alert">
              {form.errorText('files')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
              <RequestIdNote cause={form.failureCause} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {uploading && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto', pl: 1 }}>
            {t('postEditor.waitUploads')}
          </Typography>
        )}
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <OfflineTooltip>
          <Button type="submit" form={formId} variant="contained" disabled={busy || uploading || !online}>
            {post ? t('common.save') : t('postEditor.publish')}
          </Button>
        </OfflineTooltip>
      </DialogActions>
    </>
  )
}
