import BlockOutlined from '@mui/icons-material/BlockOutlined'
import MoreVert from '@mui/icons-material/MoreVert'
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { Profile } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tooltip } from '../../shared/Tooltip'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { useFollowUpdate } from './follow.queries'
import { nextBlock, nextSubscription } from './model'

type Props = { profile: Profile; myId: number | null; name: string }

/** A foreign profile's actions: follow or unfollow (the inverse of now), block or unblock (asked first). */
export const FollowActions = ({ profile, myId, name }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const follow = useFollowUpdate(myId)
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  // The dialog's intent is fixed when it opens: the relation flips as soon as it is confirmed,
  // while the dialog is still fading out, and its words and button must not flip with it.
  const [confirm, setConfirm] = useState({ open: false, block: true })
  const menuId = useId()
  const dialogTitle = useId()
  const state = { rEntity: profile.uref, ...profile.mutualStates.out }
  // They blocked the viewer: following is refused by the server, so it is not offered.
  const blockedByThem = profile.mutualStates.in.blocked

  const run = (update: Parameters<typeof follow.mutate>[0], done: string) =>
    follow.mutate(update, {
      onSuccess: () => enqueueSnackbar(done, { variant: 'success' }),
      onError: (error) => showFailure(error),
    })

  const ask = () => setConfirm({ open: true, block: nextBlock(state).blocked === true })
  const close = () => setConfirm((now) => ({ ...now, open: false }))

  return (
    <>
      {state.blocked ? (
        <Button variant="outlined" color="error" onClick={ask} disabled={follow.isPending}>
          {t('follow.unblock')}
        </Button>
      ) : blockedByThem ? null : (
        <Button
          variant={state.subscribed ? 'outlined' : 'contained'}
          startIcon={state.subscribed ? undefined : <PersonAddAlt1Outlined />}
          disabled={follow.isPending}
          aria-pressed={state.subscribed}
          onClick={() =>
            run(
              nextSubscription(state),
              state.subscribed ? t('follow.unfollowed', { name }) : t('follow.followed', { name }),
            )
          }
        >
          {state.subscribed ? t('follow.unfollow') : t('follow.follow')}
        </Button>
      )}
      <Tooltip title={t('follow.more')}>
        <IconButton
          aria-label={t('follow.more')}
          aria-haspopup="menu"
          aria-controls={menu ? menuId : undefined}
          aria-expanded={Boolean(menu)}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null)
            ask()
          }}
        >
          <ListItemIcon>
            <BlockOutlined fontSize="small" />
          </ListItemIcon>
          {state.blocked ? t('follow.unblock') : t('follow.block')}
        </MenuItem>
      </Menu>
      <Dialog open={confirm.open} onClose={close} aria-labelledby={dialogTitle}>
        <DialogTitle id={dialogTitle}>
          {confirm.block ? t('follow.blockTitle', { name }) : t('follow.unblockTitle', { name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm.block ? t('follow.blockText') : t('follow.unblockText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            color={confirm.block ? 'error' : 'primary'}
            onClick={() => {
              // A click on the fading dialog is not a second confirmation.
              if (!confirm.open) return
              close()
              run(
                { rEntity: state.rEntity, blocked: confirm.block },
                confirm.block ? t('follow.blocked', { name }) : t('follow.unblocked', { name }),
              )
            }}
          >
            {confirm.block ? t('follow.block') : t('follow.unblock')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
