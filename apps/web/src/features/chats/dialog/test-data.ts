import { type ChatMessage, type Dialog, MessageType, ReadStatus } from '@nauka/contracts'

/** A message as the server sends it; override what the test is about. */
export const messageOf = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  dialogId: 7,
  type: MessageType.TextMessage,
  text: `Сообщение ${id}`,
  ownerId: 2,
  files: [],
  read: ReadStatus.Sent,
  createdAt: '2030-01-01T12:00:00.000Z',
  updatedAt: null,
  system: null,
  call: null,
  ...overrides,
})

/** A dialog as the info call answers it; override what the test is about. */
export const dialogOf = (dialogId: number, overrides: Partial<Dialog> = {}): Dialog => ({
  dialogId,
  dialogName: null,
  dialogImage: null,
  dialogType: 1,
  interlocutor: { userId: 3, fullName: 'Ада Лавлейс', nickname: null, image: null, role: 0 },
  users: [],
  role: 0,
  isDeleted: false,
  firstMessageId: 1,
  messageId: 1,
  lastMessage: null,
  unreadMessages: 0,
  isPinned: false,
  notificationsDisable: false,
  isBlocked: false,
  status: { isOnline: false, lastSeen: null },
  activeCall: null,
  ...overrides,
})
