import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import type { ChannelSubscription } from '@nauka/contracts'
import { useId } from 'react'
import type { ChannelSwitches } from './model'

type Props = {
  title: string
  channels: readonly ChannelSubscription[]
  switches: ChannelSwitches
  onToggle: (source: string) => void
  /** Said when the group has no channel; without it an empty group is not shown. */
  empty?: string
}

/** One section of the channel settings: a heading and a switch per channel. */
export const ChannelGroup = ({ title, channels, switches, onToggle, empty }: Props) => {
  const headingId = useId()
  if (channels.length === 0 && !empty) return null
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 2 } }}>
      {/* Below the dialog's own title (h6, 20 px) in size, as a section of it. */}
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {channels.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        channels.map((channel) => (
          <FormControlLabel
            key={channel.source}
            control={
              <Switch
                checked={switches[channel.source] ?? channel.subscribed}
                onChange={() => onToggle(channel.source)}
              />
            }
            label={channel.name}
          />
        ))
      )}
    </Stack>
  )
}
