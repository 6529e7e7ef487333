import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import type { Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Post, WritableFeed } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PostDraft } from './draft'
import { type GroupTarget, PostEditorForm } from './PostEditorForm'

type Props = {
  open: boolean
  /** The post to edit; without it a new post is written. */
  post?: Post | null
  onClose: () => void
  /** After publishing or saving, with the server's post. */
  onSaved?: (post: Post) => void
  /** SPEC 7: the feeds a new post may go to (the feed page reads them); none: the author's own. */
  feeds?: readonly WritableFeed[]
  /** A new post's title and text to start from (sharing a publication). */
  initial?: Partial<Pick<PostDraft, 'title' | 'text'>>
  /** Issue 18: a new post in a group. */
  group?: GroupTarget
}

/**
 * SPEC 2: post create and edit, in a dialog; full screen below the mobile breakpoint (768 px).
 * The form mounts with the dialog, so each opening starts from the post (or empty).
 */
export const PostEditorDialog = ({
  open,
  post = null,
  onClose,
  onSaved,
  feeds = [],
  initial,
  group,
}: Props) => {
  const { t } = useTranslation()
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const titleId = useId()
  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      // A click beside the dialog would lose a half-written post; Esc and Cancel still close it.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose()
      }}
    >
      <DialogTitle id={titleId}>{post ? t('postEditor.editTitle') : t('postEditor.newTitle')}</DialogTitle>
      {open && (
        <PostEditorForm
          post={post}
          group={group}
          feeds={feeds}
          initial={initial}
          onCancel={onClose}
          onDone={(saved) => {
            onSaved?.(saved)
            onClose()
          }}
        />
      )}
    </Dialog>
  )
}
