import { EmptySection } from '../../shared/EmptySection'

/** feed: the section's frame and its empty state until its content lands. */
export const FeedPage = () => <EmptySection section="feed" />
