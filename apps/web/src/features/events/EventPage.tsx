import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { failureMessage, messageText } from '../../api/errorText'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { EmptyState } from '../../shared/EmptyState'
import { PATHS } from '../../shared/paths'
import { RetryAlert } from '../../shared/RetryAlert'
import { RouterLink } from '../../shared/RouterLink'
import { SectionPage } from '../../shared/SectionPage'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { AttendancePanel } from './AttendancePanel'
import { CalendarFeedDialog } from './CalendarFeedDialog'
import { EventAttendees } from './EventAttendees'
import { EventDetails } from './EventDetails'
import { EventFormDialog } from './EventFormDialog'
import { EventsSkeleton } from './EventList'
import { useCancelEvent, useEvent } from './events.queries'

const idOf = (value: string | undefined): number | null => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

const Unavailable = () => {
  const { t } = useTranslation()
  return (
    <SectionPage title={t('events.page.missingTitle')}>
      <EmptyState
        icon={<EventBusyOutlined />}
        title={t('events.page.missing')}
        hint={t('events.page.missingHint')}
        action={
          <Button component={RouterLink} to={PATHS.events} variant="outlined">
            {t('events.page.toEvents')}
          </Button>
        }
      />
    </SectionPage>
  )
}

/**
 * /events/:id: an event: what, when (its zone and the reader's), where, who organises it; attend
 * or wait; its .ics and the reader's calendar feed; its chat when held in the platform; its
 * organisers edit or cancel it.
 */
export const EventPage = () => {
  const { t } = useTranslation()
  const id = idOf(useParams().eventId)
  const event = useEvent(id)
  const cancel = useCancelEvent(id ?? 0)
  const [editing, setEditing] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const [feedOpen, setFeedOpen] = useState(false)
  useDocumentTitle(event.data?.title ?? t('events.title'))

  if (id === null) return <Unavailable />
  // What was loaded last stays readable (offline, or a refresh that failed), the failure above it.
  const data = event.data
  if (data === undefined) {
    if (!event.isError)
      return (
        <Box role="status" aria-label={t('app.loading')} aria-busy>
          <EventsSkeleton />
        </Box>
      )
    if (event.error instanceof ApiError && (event.error.status === 404 || event.error.status === 403))
      return <Unavailable />
    return (
      <RetryAlert error={event.error} fallbackKey="events.loadError" onRetry={() => void event.refetch()} />
    )
  }

  return (
    <Stack spacing={2}>
      <RouterLink to={PATHS.events} variant="body2">
        {t('events.page.toEvents')}
      </RouterLink>
      {event.isError && (
        <RetryAlert error={event.error} fallbackKey="events.loadError" onRetry={() => void event.refetch()} />
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <EventDetails event={data} />
          <AttendancePanel event={data} />
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              href={data.icsUrl}
              download={`event-${data.id}.ics`}
            >
              {t('events.addToCalendar')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<CalendarMonthOutlined />}
              onClick={() => setFeedOpen(true)}
            >
              {t('events.feed.open')}
            </Button>
            {data.canEdit && !data.cancelled && (
              <>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  {t('events.edit')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
                  {t('events.cancel')}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Paper>
      <EventAttendees event={data} />
      {editing && <EventFormDialog open event={data} onClose={() => setEditing(false)} />}
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
      <ConfirmDialog
        open={cancelling}
        title={t('events.cancelConfirm.title')}
        text={t('events.cancelConfirm.text', { title: data.title })}
        confirmLabel={t('events.cancel')}
        busy={cancel.isPending}
        error={cancel.isError ? messageText(t, failureMessage(cancel.error)) : null}
        errorCause={cancel.error}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => setCancelling(false),
          })
        }
        onClose={() => setCancelling(false)}
      />
    </Stack>
  )
}
