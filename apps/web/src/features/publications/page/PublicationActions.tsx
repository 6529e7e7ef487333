import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { Publication } from '@nauka/contracts'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../api/api'
import { useAuthStore } from '../../auth/auth.store'
import { ShareActions } from '../share/ShareActions'

// The dialog loads when someone asks for a citation.
const CiteDialog = lazy(() => import('../cite/CiteDialog').then((m) => ({ default: m.CiteDialog })))

/**
 * What a reader does with the item: download its file, cite it, and (signed in) share it to the
 * feed or a chat.
 */
export const PublicationActions = ({ publication }: { publication: Publication }) => {
  const { t } = useTranslation()
  const signedIn = useAuthStore((s) => s.authenticated)
  const [citing, setCiting] = useState(false)
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {publication.contents.length > 0 && (
        <Button
          component="a"
          href={api.publications.content.url({ params: { id: publication.id } })}
          download
          variant="contained"
          startIcon={<DownloadOutlined />}
        >
          {t('publication.actions.download')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<FormatQuoteOutlined />} onClick={() => setCiting(true)}>
        {t('publication.actions.cite')}
      </Button>
      {signedIn && <ShareActions publication={publication} />}
      {citing && (
        <Suspense fallback={null}>
          <CiteDialog publicationId={publication.id} open onClose={() => setCiting(false)} />
        </Suspense>
      )}
    </Stack>
  )
}
