import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import type { SavedSearch } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { RouterLink } from '../../../shared/RouterLink'
import { searchPathOf } from './paths'

type Props = { search: SavedSearch; label: string; busy: boolean; onKeep: () => void }

/** A recent search: open it again or keep it among the saved ones. */
export const HistoryRow = ({ search, label, busy, onKeep }: Props) => {
  const { t } = useTranslation()
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        <IconButton
          edge="end"
          onClick={onKeep}
          disabled={busy}
          aria-label={t('search.saved.keep', { name: label })}
        >
          <BookmarkAddOutlined />
        </IconButton>
      }
    >
      <RouterLink
        to={searchPathOf(search.request)}
        aria-label={t('search.saved.open', { name: label })}
        sx={{ overflowWrap: 'anywhere', pr: 1 }}
      >
        {label}
      </RouterLink>
    </ListItem>
  )
}
