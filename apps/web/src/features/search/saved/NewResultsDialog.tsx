import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import type { SavedSearch } from '@nauka/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryContent } from '../../../shared/QueryContent'
import { RouterLink } from '../../../shared/RouterLink'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { useMarkSeen, useNewResults } from './savedSearch.queries'

type Props = { search: SavedSearch; label: string; onClose: () => void }

/**
 * The items published since a kept search was last looked at, each linking to its page. Once they
 * are shown the search runs again on the server, which counts them as seen (its badge goes).
 */
export const NewResultsDialog = ({ search, label, onClose }: Props) => {
  const { t } = useTranslation()
  const title = t('search.saved.results.title', { name: label })
  const results = useNewResults(search.id, true)
  const markSeen = useMarkSeen()
  const { mutate } = markSeen
  const shown = results.isSuccess

  useEffect(() => {
    if (shown) mutate(search.id)
  }, [shown, mutate, search.id])

  return (
    <ResponsiveDialog open onClose={onClose} title={title} maxWidth="sm">
      <DialogContent>
        <QueryContent
          query={results}
          isEmpty={(found) => found.length === 0}
          empty={<Typography color="text.secondary">{t('search.saved.results.none')}</Typography>}
        >
          {(found) => (
            <List dense aria-label={title}>
              {found.map(({ hit }) => (
                <ListItem key={`${hit.kind}-${hit.id}`} disableGutters divider>
                  <RouterLink to={hit.link} sx={{ overflowWrap: 'anywhere' }}>
                    {hit.title.map((run) => run.text).join('')}
                  </RouterLink>
                </ListItem>
              ))}
            </List>
          )}
        </QueryContent>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
