import { EmptySection } from '../../shared/EmptySection'

/** events: the section's frame and its empty state until its content lands. */
export const EventsPage = () => <EmptySection section="events" />
