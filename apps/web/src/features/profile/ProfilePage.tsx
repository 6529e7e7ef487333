import { EmptySection } from '../../shared/EmptySection'

/** profile: the section's frame and its empty state until its content lands. */
export const ProfilePage = () => <EmptySection section="profile" />
