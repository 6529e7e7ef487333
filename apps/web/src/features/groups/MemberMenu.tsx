import MoreVert from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberAction } from './model'

type Props = {
  name: string
  actions: readonly MemberAction[]
  disabled: boolean
  onPick: (action: MemberAction) => void
}

/** The owner's or a moderator's menu on one member (see `memberActions`). */
export const MemberMenu = ({ name, actions, disabled, onPick }: Props) => {
  const { t } = useTranslation()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (actions.length === 0) return null
  return (
    <>
      <IconButton
        aria-label={t('groups.members.menu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null)
              onPick(action)
            }}
            sx={action === 'remove' ? { color: 'error.main' } : undefined}
          >
            {t(`groups.members.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
