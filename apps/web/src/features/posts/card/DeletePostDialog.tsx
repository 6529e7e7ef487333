import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { Post } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { useFailureToast } from '../../../shared/toasts/useFailureToast'
import { useDeletePost } from '../posts.queries'

type Props = { post: Post; open: boolean; onClose: () => void; onDeleted?: (() => void) | undefined }

/** Asks before a post is deleted; deleting removes it from every list at once. */
export const DeletePostDialog = ({ post, open, onClose, onDeleted }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const remove = useDeletePost()
  const titleId = useId()
  const textId = useId()
  const confirm = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        enqueueSnackbar(t('feed.delete.done'), { variant: 'success' })
        onClose()
        onDeleted?.()
      },
      onError: (cause) => showFailure(cause),
    })
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('feed.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('feed.delete.text', { title: post.title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={remove.isPending}>
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
