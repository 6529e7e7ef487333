import { EmptySection } from '../../shared/EmptySection'

/** territory: the section's frame and its empty state until its content lands. */
export const TerritoryPage = () => <EmptySection section="territory" />
