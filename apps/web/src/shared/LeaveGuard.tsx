import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'

/**
 * Asks before the page is left while `when` holds (unsaved edits): a dialog for a move inside the
 * app, the browser's own question for a reload or a closed tab (browsers show no text of ours there).
 */
export const LeaveGuard = ({ when }: { when: boolean }) => {
  const { t } = useTranslation()
  const titleId = useId()
  const textId = useId()
  // Only a move to another page loses the edits; a query or hash change on this one does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!when) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [when])

  const blocked = blocker.state === 'blocked'
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('leaveGuard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('leaveGuard.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('leaveGuard.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('leaveGuard.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
