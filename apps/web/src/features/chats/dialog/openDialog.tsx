import i18next from 'i18next'
import { renderInApp } from '../../../test/renderApp'
import { useAuthStore } from '../../auth/auth.store'
import { initialAuthState } from '../../auth/model'
import { useChatStore } from '../chat.store'
import { ChatDialog } from './ChatDialog'

type Options = {
  /** The signed-in reader. */
  me: number
  dialogId: number
  /** The dialog the chat page has selected; the open one unless a test says otherwise. */
  selected?: number
  onBack?: () => void
}

/** A test renders the open dialog alone, for a signed-in reader, in Russian. */
export const openDialog = async ({ me, dialogId, selected = dialogId, onBack }: Options) => {
  useAuthStore.setState({ ...initialAuthState, authenticated: true, firstLoading: false, userId: me })
  useChatStore.setState({ selectedDialogId: selected, editingMessageId: null })
  await i18next.changeLanguage('ru')
  return renderInApp(<ChatDialog dialogId={dialogId} onBack={onBack} />)
}
