import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank'
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'
import { useLayoutStore } from '../../features/layout/layout.store'
import { LAYOUT_FLAGS } from '../../features/layout/model'

type Props = { id: string; anchor: HTMLElement | null; open: boolean; onClose: () => void }

/** The layout menu's choices: a checkbox item per bar (LayoutMenu.tsx opens it). */
export const LayoutMenuPopup = ({ id, anchor, open, onClose }: Props) => {
  const { t } = useTranslation()
  const flags = useLayoutStore()
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      {LAYOUT_FLAGS.map((flag) => (
        <MenuItem
          key={flag}
          role="menuitemcheckbox"
          aria-checked={flags[flag]}
          onClick={() => flags.toggle(flag)}
        >
          <ListItemIcon>{flags[flag] ? <CheckBoxOutlined /> : <CheckBoxOutlineBlank />}</ListItemIcon>
          <ListItemText primary={t(`layout.${flag}`)} />
        </MenuItem>
      ))}
    </Menu>
  )
}
