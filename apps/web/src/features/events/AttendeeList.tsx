import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type AttendanceStatus, Dictionary, type EventAttendee, refId } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { InfiniteList } from '../../shared/InfiniteList'
import { personName } from '../../shared/names'
import { profilePath } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { useAttendees } from './events.queries'

type Props = { eventId: number; status: AttendanceStatus; label: string; emptyText: string }

const Row = ({ attendee }: { attendee: EventAttendee }) => {
  const { t } = useTranslation()
  const userId = refId(attendee.user.rEntity, Dictionary.user) ?? attendee.userId
  const name = personName(attendee.user) ?? t('follow.noName')
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
      <UserAvatar seed={userId} name={personName(attendee.user)} src={attendee.user.imageUrl} size={36} />
      <RouterLink
        to={profilePath(userId)}
        underline="hover"
        color="text.primary"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {name}
      </RouterLink>
    </Stack>
  )
}

/** Those attending an event, or waiting for a place, in order, 20 at a time. */
export const AttendeeList = ({ eventId, status, label, emptyText }: Props) => {
  const { t } = useTranslation()
  const list = useAttendees(eventId, status)
  const people = list.data?.pages.flatMap((page) => page.elements) ?? []
  return (
    <InfiniteList<EventAttendee>
      items={people}
      getKey={(a) => a.userId}
      label={label}
      renderItem={(attendee) => <Row attendee={attendee} />}
      hasMore={list.hasNextPage}
      loading={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      initialLoading={list.isPending}
      skeleton={
        <Box sx={{ px: 3, py: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="30%" />
        </Box>
      }
      empty={
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
          {emptyText}
        </Typography>
      }
      error={list.isError ? messageText(t, failureMessage(list.error, 'events.loadError')) : null}
      errorCause={list.error}
      onRetry={() => void (list.hasNextPage ? list.fetchNextPage() : list.refetch())}
    />
  )
}
