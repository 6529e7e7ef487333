import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyWhenOpen } from '../../shared/lazyWhenOpen'
import { Tooltip } from '../../shared/Tooltip'

// The menu itself (MUI's Menu, Popover and Modal) loads as it first opens.
const LayoutMenuPopup = lazyWhenOpen(
  () => import('./LayoutMenuPopup'),
  (m) => m.LayoutMenuPopup,
)
const MENU_ID = 'layout-menu'

/** SPEC 2: show or hide the left bar, the right bar and the footer navbar from the header. */
export const LayoutMenu = () => {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const label = t('layout.menu')
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? MENU_ID : undefined}
          {...LayoutMenuPopup.openerProps}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <ViewQuiltOutlined />
        </IconButton>
      </Tooltip>
      <LayoutMenuPopup id={MENU_ID} anchor={anchor} open={anchor !== null} onClose={() => setAnchor(null)} />
    </>
  )
}
