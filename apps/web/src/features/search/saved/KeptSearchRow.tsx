import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import Switch from '@mui/material/Switch'
import type { SavedSearch } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { RouterLink } from '../../../shared/RouterLink'
import { Tooltip } from '../../../shared/Tooltip'
import { searchPathOf } from './paths'

type Props = {
  search: SavedSearch
  label: string
  busy: boolean
  onNotify: (notify: boolean) => void
  onRename: () => void
  onDelete: () => void
  onNewResults: () => void
}

/** A kept search: open it, see its new results, switch its notifications, rename or delete it. */
export const KeptSearchRow = ({ search, label, busy, onNotify, onRename, onDelete, onNewResults }: Props) => {
  const { t } = useTranslation()
  return (
    <ListItem disableGutters divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <RouterLink to={searchPathOf(search.request)} aria-label={t('search.saved.open', { name: label })}>
          {label}
        </RouterLink>
      </Box>
      {search.newResultCount > 0 && (
        <Button size="small" variant="contained" onClick={onNewResults}>
          {t('search.saved.newResults', { count: search.newResultCount })}
        </Button>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Tooltip title={t('search.saved.notify')}>
          <Switch
            checked={search.notify}
            disabled={busy}
            onChange={(event) => onNotify(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('search.saved.notifyOf', { name: label }) } }}
          />
        </Tooltip>
        <IconButton
          onClick={onRename}
          disabled={busy}
          aria-label={t('search.saved.rename.action', { name: label })}
        >
          <EditOutlined />
        </IconButton>
        <IconButton
          onClick={onDelete}
          disabled={busy}
          aria-label={t('search.saved.remove.action', { name: label })}
        >
          <DeleteOutlined />
        </IconButton>
      </Box>
    </ListItem>
  )
}
