import { EmptySection } from '../../shared/EmptySection'

/** followers: the section's frame and its empty state until its content lands. */
export const FollowersPage = () => <EmptySection section="followers" />
