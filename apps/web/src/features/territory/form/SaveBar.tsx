import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { BOTTOM_NAV_HEIGHT } from '../../../shared/sizes'
import { useLayoutPlan } from '../../layout/useLayoutPlan'
import type { EditorFlags } from '../model'

type Props = {
  flags: EditorFlags
  published: boolean
  failure: string | null
  /** What the failed save threw: the request's id to report shows under a failure of the server. */
  failureCause: unknown
  onSave: () => void
  onPublish: () => void
}

/** What the form is doing (SPEC 4: saving, saved, publishing) and its two actions, kept in view. */
export const SaveBar = ({ flags, published, failure, failureCause, onSave, onPublish }: Props) => {
  const { t } = useTranslation()
  const busy = flags.saving || flags.publishing
  const status = flags.publishing
    ? t('territory.flags.publishing')
    : flags.saving
      ? t('territory.flags.saving')
      : flags.saved
        ? t('territory.flags.saved')
        : ''
  // On a phone the bar stays above the bottom navigation.
  const bottom = useLayoutPlan().footer === 'bottom' ? BOTTOM_NAV_HEIGHT + 8 : 8
  return (
    <Paper variant="outlined" sx={{ position: 'sticky', bottom, zIndex: 2, borderRadius: 3, p: 1.5 }}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {failure}
          <RequestIdNote cause={failureCause} />
        </Alert>
      )}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          role="status"
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, minWidth: 0 }}
        >
          {busy && <CircularProgress size={18} aria-hidden />}
          {!busy && flags.saved && <CheckCircleOutline color="success" fontSize="small" aria-hidden />}
          <Typography variant="body2" color="text.secondary">
            {status}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button
            type="button"
            variant={published ? 'contained' : 'outlined'}
            onClick={onSave}
            disabled={busy}
          >
            {published ? t('territory.form.saveChanges') : t('territory.form.saveDraft')}
          </Button>
          {!published && (
            <Button type="button" variant="contained" onClick={onPublish} disabled={busy}>
              {t('territory.form.publish')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  )
}
