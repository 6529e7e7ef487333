import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { refusalMessage } from '../../api/errorText'
import { QueryPlaceholder } from '../../shared/QueryContent'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { ResponsiveDialog } from '../layout/ResponsiveDialog'
import { useAuthorPublications } from '../publications/publications.queries'
import { useTitleOf } from '../publications/useTitleOf'
import type { usePublicationChanges } from './groups.queries'

type Props = {
  open: boolean
  myId: number
  attach: ReturnType<typeof usePublicationChanges>['attach']
  onClose: () => void
}

const OwnPublications = ({ myId, attach, onClose }: Omit<Props, 'open'>) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const titleOf = useTitleOf()
  const list = useAuthorPublications(myId)
  const items = list.data?.pages.flatMap((page) => page.elements) ?? []
  if (!list.data) return <QueryPlaceholder query={list} />
  if (items.length === 0)
    return <Typography color="text.secondary">{t('groups.publications.noneOwn')}</Typography>
  return (
    <Box>
      <List aria-label={t('groups.publications.own')}>
        {items.map((publication) => {
          const title = titleOf(publication)
          return (
            <li key={publication.id}>
              <ListItemButton
                disabled={attach.isPending}
                onClick={() =>
                  attach.mutate(publication.id, {
                    onSuccess: () => {
                      enqueueSnackbar(t('groups.publications.attached'), { variant: 'success' })
                      onClose()
                    },
                    onError: (error) => showFailure(error, refusalMessage),
                  })
                }
              >
                <ListItemText primary={title} secondary={publication.metadata.year ?? undefined} />
              </ListItemButton>
            </li>
          )
        })}
      </List>
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('common.showMore')}
        </Button>
      )}
    </Box>
  )
}

/** A member picks one of their own publications to attach to the group. */
export const AttachPublicationDialog = ({ open, onClose, ...rest }: Props) => {
  const { t } = useTranslation()
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={t('groups.publications.attachTitle')}
      maxWidth="sm"
    >
      <DialogContent dividers>{open && <OwnPublications {...rest} onClose={onClose} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
