import type { SavedSearch } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { NameDialog } from './NameDialog'
import { useUpdateSavedSearch } from './savedSearch.queries'

type Props = { search: SavedSearch; label: string; onClose: () => void }

/** Renames a kept search; an emptied name falls back to the search's words. */
export const RenameDialog = ({ search, label, onClose }: Props) => {
  const { t } = useTranslation()
  const update = useUpdateSavedSearch()
  return (
    <NameDialog
      title={t('search.saved.rename.title')}
      initialName={label}
      pending={update.isPending}
      error={update.error}
      onSubmit={(name) =>
        update.mutate({ id: search.id, patch: { name: name || null } }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  )
}
