import Check from '@mui/icons-material/Check'
import MoreVert from '@mui/icons-material/MoreVert'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { type CallParticipant, CallPermit, CallRole } from '@nauka/contracts'
import { type ReactElement, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callActions } from './callActions'
import type { ParticipantActions } from './permits'

/** The permits an admin switches one by one from the menu (the rest follow the role). */
const SWITCHES = [
  { permit: CallPermit.Camera, label: 'calls.permit.camera' },
  { permit: CallPermit.Microphone, label: 'calls.permit.microphone' },
  { permit: CallPermit.ScreenShare, label: 'calls.permit.screen' },
  { permit: CallPermit.Record, label: 'calls.permit.record' },
] as const

type Props = {
  dialogId: number
  participant: CallParticipant
  name: string
  actions: ParticipantActions
  onRemove: () => void
}

/** Issue 17: what an admin may do to one person: mute, the admin role, the permits, removal. */
export const ParticipantActionsMenu = ({ dialogId, participant, name, actions, onRemove }: Props) => {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const close = () => setAnchor(null)
  const run = (action: () => unknown) => () => {
    close()
    void action()
  }
  const { user } = participant
  const session = participant.states[0]?.mediaSessionId
  const permitItems = SWITCHES.map(({ permit, label }) => {
    const held = participant.permits?.includes(permit) ?? false
    return (
      <MenuItem
        key={permit}
        role="menuitemcheckbox"
        aria-checked={held}
        onClick={run(() => callActions.switchPermit(dialogId, user, permit, !held))}
      >
        <ListItemIcon>{held && <Check fontSize="small" />}</ListItemIcon>
        {t(label)}
      </MenuItem>
    )
  })
  const items: ReactElement[] = [
    ...(actions.mute && session
      ? [
          <MenuItem key="mute" onClick={run(() => callActions.mute(dialogId, session))}>
            {t('calls.panel.mute')}
          </MenuItem>,
        ]
      : []),
    ...(actions.makeAdmin
      ? [
          <MenuItem key="makeAdmin" onClick={run(() => callActions.setRole(dialogId, user, CallRole.Admin))}>
            {t('calls.panel.makeAdmin')}
          </MenuItem>,
        ]
      : []),
    ...(actions.removeAdmin
      ? [
          <MenuItem key="removeAdmin" onClick={run(() => callActions.setRole(dialogId, user, CallRole.User))}>
            {t('calls.panel.removeAdmin')}
          </MenuItem>,
        ]
      : []),
    ...(actions.permits
      ? [
          <Divider key="permitsDivider" />,
          // Not an item: a heading the arrow keys pass over.
          <ListSubheader key="permits" role="none">
            {t('calls.panel.permits')}
          </ListSubheader>,
          ...permitItems,
        ]
      : []),
    ...(actions.remove
      ? [
          <Divider key="removeDivider" />,
          <MenuItem key="remove" onClick={run(onRemove)}>
            {t('calls.screen.remove')}
          </MenuItem>,
        ]
      : []),
  ]
  if (items.length === 0) return null
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('calls.panel.actions', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items}
      </Menu>
    </>
  )
}
