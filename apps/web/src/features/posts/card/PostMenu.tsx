import MoreVert from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyWhenOpen } from '../../../shared/lazyWhenOpen'
import { OfflineTooltip, useCanWrite } from '../../device/OfflineTooltip'

// The menu itself (MUI's Menu, Popover and Modal) loads as it first opens.
const PostMenuPopup = lazyWhenOpen(
  () => import('./PostMenuPopup'),
  (m) => m.PostMenuPopup,
)

type Props = { title: string; onEdit: () => void; onDelete: () => void }

/** The author's actions on a post: edit, delete. Offline they wait (SPEC 1). */
export const PostMenu = ({ title, onEdit, onDelete }: Props) => {
  const { t } = useTranslation()
  const online = useCanWrite()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  const pick = (action: () => void) => () => {
    close()
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
          {...PostMenuPopup.openerProps}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </OfflineTooltip>
      <PostMenuPopup
        id={menuId}
        anchor={anchor}
        open={anchor !== null}
        onClose={close}
        onEdit={pick(onEdit)}
        onDelete={pick(onDelete)}
      />
    </>
  )
}
