import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import type { SavedSearch } from '@nauka/contracts'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RetryAlert } from '../../../shared/RetryAlert'
import { RouterLink } from '../../../shared/RouterLink'
import { useMarkSeen, useNewResults } from './savedSearch.queries'

type Props = { search: SavedSearch; label: string; onClose: () => void }

/**
 * The items published since a kept search was last looked at, each linking to its page. Once they
 * are shown the search runs again on the server, which counts them as seen (its badge goes).
 */
export const NewResultsDialog = ({ search, label, onClose }: Props) => {
  const { t } = useTranslation()
  const titleId = useId()
  const results = useNewResults(search.id, true)
  const markSeen = useMarkSeen()
  const { mutate } = markSeen
  const shown = results.isSuccess

  useEffect(() => {
    if (shown) mutate(search.id)
  }, [shown, mutate, search.id])

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('search.saved.results.title', { name: label })}</DialogTitle>
      <DialogContent>
        {results.isPending ? (
          <CircularProgress size={24} aria-label={t('app.loading')} />
        ) : results.error ? (
          <RetryAlert error={results.error} onRetry={() => results.refetch()} />
        ) : results.data.length === 0 ? (
          <Typography color="text.secondary">{t('search.saved.results.none')}</Typography>
        ) : (
          <List dense aria-labelledby={titleId}>
            {results.data.map(({ hit }) => (
              <ListItem key={`${hit.kind}-${hit.id}`} disableGutters divider>
                <RouterLink to={hit.link} sx={{ overflowWrap: 'anywhere' }}>
                  {hit.title.map((run) => run.text).join('')}
                </RouterLink>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
