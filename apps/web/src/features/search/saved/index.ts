export { SavedSearchPanel } from './SavedSearchPanel'
export { SavedSearchToasts } from './SavedSearchToasts'
export { SaveSearchButton } from './SaveSearchButton'
