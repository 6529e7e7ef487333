import MoreVert from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { Dialog } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { menuEntries } from './chatMenu.model'
import type { DialogAction } from './chats.api'
import { useDialogAction } from './chats.queries'
import { GroupEditDialog } from './GroupEditDialog'

type Props = { dialog: Dialog; title: string }

/** SPEC 2 chat settings: the dialog's menu (pin, mute, clean, block, leave, delete, group edit). */
export const ChatMenu = ({ dialog, title }: Props) => {
  const { t } = useTranslation()
  const showFailure = useFailureToast()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [asking, setAsking] = useState<DialogAction | null>(null)
  const [editing, setEditing] = useState(false)
  const run = useDialogAction()

  const perform = (action: DialogAction) =>
    run.mutate(
      { action, dialogId: dialog.dialogId },
      {
        onSuccess: () => setAsking(null),
        onError: (cause) => showFailure(cause),
      },
    )

  return (
    <>
      <IconButton
        aria-label={t('chats.menu.open', { title })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: 0.5 }}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {menuEntries(dialog).map((entry) => (
          <MenuItem
            key={entry.action}
            onClick={() => {
              setAnchor(null)
              if (entry.action === 'editGroup') setEditing(true)
              else if (entry.confirm) setAsking(entry.action)
              else perform(entry.action)
            }}
          >
            {t(`chats.menu.${entry.action}`)}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`chats.menu.${asking}`) : ''}
        text={asking ? t(`chats.confirm.${asking}`, { title }) : ''}
        confirmLabel={asking ? t(`chats.menu.${asking}`) : ''}
        busy={run.isPending}
        onConfirm={() => asking && perform(asking)}
        onClose={() => setAsking(null)}
      />
      {editing && <GroupEditDialog dialogId={dialog.dialogId} onClose={() => setEditing(false)} />}
    </>
  )
}
