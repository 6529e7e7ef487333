import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import type { ChannelSubscription } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { QueryPlaceholder } from '../../shared/QueryContent'
import { RequestIdNote } from '../../shared/RequestIdNote'
import { useSnackbar } from '../../shared/toasts/toaster'
import { ResponsiveDialog } from '../layout/ResponsiveDialog'
import { ChannelGroup } from './ChannelGroup'
import { useChannels, useSaveChannels } from './feed.queries'
import { type ChannelSwitches, channelChanges, groupChannels, switchesOf, withToggle } from './model'

type Props = { open: boolean; onClose: () => void }

/** The switches, once the channels have loaded; saving sends only what changed (SPEC 7). */
const ChannelForm = ({ channels, onClose }: { channels: ChannelSubscription[]; onClose: () => void }) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const save = useSaveChannels()
  const [switches, setSwitches] = useState<ChannelSwitches>(() => switchesOf(channels))
  const groups = groupChannels(channels)
  const changes = channelChanges(channels, switches)
  const toggle = (source: string) => setSwitches((current) => withToggle(current, source))
  const submit = () => {
    if (changes.length === 0) return onClose()
    save.mutate(changes, {
      onSuccess: () => {
        enqueueSnackbar(t('feed.channels.saved'), { variant: 'success' })
        onClose()
      },
    })
  }
  return (
    <>
      <DialogContent dividers>
        <ChannelGroup
          title={t('feed.channels.researchers')}
          channels={groups.researcher}
          switches={switches}
          onToggle={toggle}
          empty={t('feed.channels.noResearchers')}
        />
        <ChannelGroup
          title={t('feed.channels.areas')}
          channels={groups.area}
          switches={switches}
          onToggle={toggle}
        />
        <ChannelGroup
          title={t('groups.channels')}
          channels={groups.group}
          switches={switches}
          onToggle={toggle}
        />
        <ChannelGroup
          title={t('feed.channels.platform')}
          channels={groups.news}
          switches={switches}
          onToggle={toggle}
        />
        {save.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {messageText(t, failureMessage(save.error))}
            <RequestIdNote cause={save.error} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </>
  )
}

/** SPEC 2, 3, 7: the feed's channels: researchers followed, science areas, groups (issue 18), platform news. */
export const ChannelSettingsDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation()
  const channels = useChannels(open)
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('feed.channels.title')} maxWidth="sm">
      {channels.data ? (
        // Keyed by the load time: a fresh list (after saving) starts the switches anew.
        <ChannelForm key={channels.dataUpdatedAt} channels={channels.data} onClose={onClose} />
      ) : (
        <DialogContent dividers>
          <QueryPlaceholder query={channels} />
        </DialogContent>
      )}
    </ResponsiveDialog>
  )
}
