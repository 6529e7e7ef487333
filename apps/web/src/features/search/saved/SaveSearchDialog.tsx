import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import type { SearchCriteria } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { searchWords } from './model'
import { NameDialog } from './NameDialog'
import { useCreateSavedSearch } from './savedSearch.queries'

type Props = { criteria: SearchCriteria; onClose: () => void }

/** Keeps the current search under a name (its words unless changed), with "notify me" if asked. */
export const SaveSearchDialog = ({ criteria, onClose }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const [notify, setNotify] = useState(false)
  const create = useCreateSavedSearch()
  const save = (name: string) =>
    create.mutate(
      { request: criteria, name: name || undefined, bookmarked: true, notify },
      {
        onSuccess: () => {
          enqueueSnackbar(t('search.saved.save.done'), { variant: 'success' })
          onClose()
        },
      },
    )
  return (
    <NameDialog
      title={t('search.saved.save.title')}
      initialName={searchWords(criteria)}
      pending={create.isPending}
      error={create.error}
      onSubmit={save}
      onClose={onClose}
    >
      <FormControlLabel
        control={<Switch checked={notify} onChange={(event) => setNotify(event.target.checked)} />}
        label={t('search.saved.notify')}
      />
    </NameDialog>
  )
}
