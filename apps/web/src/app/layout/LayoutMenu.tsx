import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank'
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined'
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLayoutStore } from '../../features/layout/layout.store'
import { LAYOUT_FLAGS } from '../../features/layout/model'
import { Tooltip } from '../../shared/Tooltip'

/** SPEC 2: show or hide the left bar, the right bar and the footer navbar from the header. */
export const LayoutMenu = () => {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const flags = useLayoutStore()
  const label = t('layout.menu')
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? 'layout-menu' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <ViewQuiltOutlined />
        </IconButton>
      </Tooltip>
      <Menu id="layout-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
    </>
  )
}
