import type { ChatListFilter } from '@nauka/contracts'
import { create } from 'zustand'

/**
 * SPEC 3 "Chat state" that lives outside the server cache: which dialog is open (the route
 * /chats/:dialogId sets it while the chat page is shown, so toasts and read marks know it), the
 * list's filter and search, and the message being edited. Dialogs themselves live in TanStack Query.
 */
type ChatState = {
  /** The open dialog, or null when none is (or the chat page is not shown). */
  selectedDialogId: number | null
  filter: ChatListFilter
  search: string
  /** The own message being edited in the open dialog (edit mode), or null. */
  editingMessageId: number | null
  select: (dialogId: number | null) => void
  setFilter: (filter: ChatListFilter) => void
  setSearch: (search: string) => void
  setEditing: (messageId: number | null) => void
}

export const useChatStore = create<ChatState>()((set) => ({
  selectedDialogId: null,
  filter: 'all',
  search: '',
  editingMessageId: null,
  // Another dialog never inherits the previous one's edit mode.
  select: (dialogId) =>
    set((state) =>
      state.selectedDialogId === dialogId ? state : { selectedDialogId: dialogId, editingMessageId: null },
    ),
  setFilter: (filter) => set({ filter }),
  setSearch: (search) => set({ search }),
  setEditing: (editingMessageId) => set({ editingMessageId }),
}))
