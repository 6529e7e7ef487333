import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'

type Props = {
  id: string
  anchor: HTMLElement | null
  open: boolean
  onClose: () => void
  onEdit: () => void
  onDelete: () => void
}

/** The author's actions on a post, as the menu PostMenu.tsx opens. */
export const PostMenuPopup = ({ id, anchor, open, onClose, onEdit, onDelete }: Props) => {
  const { t } = useTranslation()
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      <MenuItem onClick={onEdit}>
        <ListItemIcon>
          <EditOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('common.edit')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={onDelete}>
        <ListItemIcon>
          <DeleteOutline fontSize="small" color="error" />
        </ListItemIcon>
        <ListItemText>{t('common.delete')}</ListItemText>
      </MenuItem>
    </Menu>
  )
}
