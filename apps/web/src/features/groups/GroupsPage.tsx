import { EmptySection } from '../../shared/EmptySection'

/** groups: the section's frame and its empty state until its content lands. */
export const GroupsPage = () => <EmptySection section="groups" />
