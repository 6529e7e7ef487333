import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { Publication } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../api/api'
import { useAuthStore } from '../../auth/auth.store'
import { ShareActions } from '../share/ShareActions'

/** What a reader does with the item: download its file and (signed in) share it to the feed or a chat. */
export const PublicationActions = ({ publication }: { publication: Publication }) => {
  const { t } = useTranslation()
  const signedIn = useAuthStore((s) => s.authenticated)
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
      {signedIn && <ShareActions publication={publication} />}
    </Stack>
  )
}
