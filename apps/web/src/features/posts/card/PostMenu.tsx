import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import MoreVert from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OfflineTooltip, useCanWrite } from '../../device/OfflineTooltip'

type Props = { title: string; onEdit: () => void; onDelete: () => void }

/** The author's actions on a post: edit, delete. Offline they wait (SPEC 1). */
export const PostMenu = ({ title, onEdit, onDelete }: Props) => {
  const { t } = useTranslation()
  const online = useCanWrite()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const pick = (action: () => void) => () => {
    setAnchor(null)
    action()
  }
  return (
    <>
      <OfflineTooltip>
        <IconButton
          aria-label={t('feed.post.actions', { title })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          disabled={!online}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </OfflineTooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={pick(onDelete)}>
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{t('common.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  )
}
