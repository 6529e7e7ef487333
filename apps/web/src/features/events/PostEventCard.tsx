import EventOutlined from '@mui/icons-material/EventOutlined'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { PostEvent } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { RouterLink } from '../../shared/RouterLink'
import { useReader } from './useEventTexts'
import { eventTimes } from './zoned'

/** On a post that announces an event: its title linking to its page, and when, in the reader's zone. */
export const PostEventCard = ({ event }: { event: PostEvent }) => {
  const { t } = useTranslation()
  const { locale, zone } = useReader()
  const times = eventTimes(event, zone, locale)
  return (
    <Stack
      direction="row"
      spacing={1.5}
      aria-label={t('events.post.label', { title: event.title })}
      role="group"
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: '2px' }}>
        <EventOutlined />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <RouterLink to={event.link} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {event.title}
        </RouterLink>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={event.startsAt}>{times.reader}</time>
        </Typography>
        {times.event && (
          <Typography variant="body2" color="text.secondary">
            {t('events.theirTime', { time: times.event })}
          </Typography>
        )}
      </Box>
    </Stack>
  )
}
