import { EmptySection } from '../../shared/EmptySection'

/** marketplace: the section's frame and its empty state until its content lands. */
export const MarketplacePage = () => <EmptySection section="marketplace" />
