import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type CallInfo, CallPermit } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useParticipantPermits } from './calls.queries'
import { useCallStore } from './calls.store'
import { ParticipantRow } from './ParticipantRow'
import { type PanelSection, panelSections } from './panel.model'
import { actionsOn, withKnownPermits } from './permits'

type Props = { call: CallInfo; me: number; phone: boolean; onClose: () => void }

const Section = ({ section, call, me }: { section: PanelSection; call: CallInfo; me: number }) => {
  const { t } = useTranslation()
  const headingId = useId()
  const known = useCallStore((s) => s.permits)
  const mine = known[me] ?? null
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" color="text.secondary" sx={{ px: 0.5 }}>
        {t(`calls.panel.${section.key}`)}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0 }}>
        {section.people.map((p) => {
          const participant = withKnownPermits(p, known)
          return (
            <ParticipantRow
              key={p.user}
              dialogId={call.dialogId}
              participant={participant}
              own={p.user === me}
              actions={actionsOn({ me, permits: mine, target: participant, size: call.participants.length })}
            />
          )
        })}
      </Box>
    </Box>
  )
}

/**
 * Issue 17: the call's people beside the call (over it, full height, on a phone): those waiting in
 * the lobby first, then who is in the call, invited, gone; with roles, raised hands and, for
 * admins, letting in and the actions menu. A manager's view asks the server for everyone's permits.
 */
export const ParticipantsPanel = ({ call, me, phone, onClose }: Props) => {
  const { t } = useTranslation()
  const titleId = useId()
  const manager = useCallStore((s) => s.permits[me]?.includes(CallPermit.ManageParticipants) ?? false)
  useParticipantPermits(call.dialogId, manager)
  return (
    <Box
      component="aside"
      role="complementary"
      aria-labelledby={titleId}
      data-testid="call-participants"
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        overflowY: 'auto',
        p: 1.5,
        ...(phone
          ? { position: 'fixed', inset: 0, zIndex: 1 }
          : { width: 320, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }),
      }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography id={titleId} component="h2" variant="h6">
          {t('calls.panel.region')}
        </Typography>
        <IconButton aria-label={t('calls.panel.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      {panelSections(call, me).map((section) => (
        <Section key={section.key} section={section} call={call} me={me} />
      ))}
    </Box>
  )
}
