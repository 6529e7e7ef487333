import { EmptySection } from '../../shared/EmptySection'

/** search: the section's frame and its empty state until its content lands. */
export const SearchPage = () => <EmptySection section="search" />
