import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined'
import Button from '@mui/material/Button'
import type { SearchCriteria } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuthStore } from '../../auth/auth.store'
import { SaveSearchDialog } from './SaveSearchDialog'

/** "Save the search": signed-in users only, since saved searches are each user's own. */
export const SaveSearchButton = ({ criteria }: { criteria: SearchCriteria }) => {
  const { t } = useTranslation()
  const authenticated = useAuthStore((s) => s.authenticated)
  const [open, setOpen] = useState(false)
  if (!authenticated) return null
  return (
    <>
      <Button variant="outlined" startIcon={<BookmarkAddOutlined />} onClick={() => setOpen(true)}>
        {t('search.saved.save.action')}
      </Button>
      {open && <SaveSearchDialog criteria={criteria} onClose={() => setOpen(false)} />}
    </>
  )
}
