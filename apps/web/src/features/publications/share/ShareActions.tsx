import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import Button from '@mui/material/Button'
import type { Publication } from '@nauka/contracts'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/locale'
import { sharedMessageText, sharedPostDraft } from '../model'

// Both load when first asked for: the editor (dropzone, pickers) and the chat list.
const PostEditorDialog = lazy(() =>
  import('../../posts/editor/PostEditorDialog').then((m) => ({ default: m.PostEditorDialog })),
)
const SendToChatDialog = lazy(() =>
  import('./SendToChatDialog').then((m) => ({ default: m.SendToChatDialog })),
)

/**
 * Signed-in readers share a publication: to the feed as a new post (the editor opens with its
 * title and link, to be written around), or to one of their chats as a message.
 */
export const ShareActions = ({ publication }: { publication: Publication }) => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  const [open, setOpen] = useState<'feed' | 'chat' | null>(null)
  const close = () => setOpen(null)
  return (
    <>
      <Button variant="outlined" startIcon={<DynamicFeedOutlined />} onClick={() => setOpen('feed')}>
        {t('publication.actions.shareToFeed')}
      </Button>
      <Button variant="outlined" startIcon={<SendOutlined />} onClick={() => setOpen('chat')}>
        {t('publication.actions.sendToChat')}
      </Button>
      <Suspense fallback={null}>
        {open === 'feed' && (
          <PostEditorDialog
            open
            initial={sharedPostDraft(publication, locale, window.location.origin)}
            onClose={close}
          />
        )}
        {open === 'chat' && (
          <SendToChatDialog
            open
            text={sharedMessageText(publication, locale, window.location.origin)}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  )
}
