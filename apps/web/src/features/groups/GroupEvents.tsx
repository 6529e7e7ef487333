import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import type { Group } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EventList } from '../events/EventList'
import { useGroupEvents } from '../events/events.queries'

type When = 'upcoming' | 'past'

/** The events the group organises: upcoming, or past, in the events section's list. */
export const GroupEvents = ({ group }: { group: Group }) => {
  const { t } = useTranslation()
  const [when, setWhen] = useState<When>('upcoming')
  const list = useGroupEvents(group.id, when)
  return (
    <>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={when}
          onChange={(_, next: When | null) => next && setWhen(next)}
          aria-label={t('events.views.label')}
        >
          <ToggleButton value="upcoming">{t('events.views.upcoming')}</ToggleButton>
          <ToggleButton value="past">{t('events.views.past')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <EventList when={when} list={list} emptyKey={`groups.events.empty.${when}`} />
    </>
  )
}
