import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { Profiles } from './app.profiles'
import type { AccountService } from './modules/auth/account.service'
import { ChatEvents } from './modules/chat/chat.events'
import { registerChatFileReader } from './modules/chat/chat-files'
import type { LinkedDialogs } from './modules/chat/dialogs.linked'
import { dialogRoutes } from './modules/chat/dialogs.routes'
import { DialogsService } from './modules/chat/dialogs.service'
import { messageRoutes } from './modules/chat/messages.routes'
import { MessagesService } from './modules/chat/messages.service'
import { registerMessageSocket } from './modules/chat/messages.socket'
import { PresenceService } from './modules/chat/presence.service'
import { chatUserRoutes } from './modules/chat/users.routes'
import { ChatUsersService } from './modules/chat/users.service'
import type { FilesService } from './modules/files/files.service'

export interface ChatDeps {
  accounts: AccountService
  files: FilesService
  people: Profiles
}

export interface Chat {
  /** Messages, for modules that write to people through the chat (the marketplace's contact). */
  messages: MessagesService
  /** Group dialogs whose members another module decides (research groups', events'). */
  linked: LinkedDialogs
}

/** Chat: dialogs one-to-one and in groups, people search and presence, and messages with their files. */
export async function registerChat(
  app: FastifyInstance,
  { db, realtime }: Platform,
  { accounts, files, people: { follows, settings } }: ChatDeps,
): Promise<Chat> {
  // Part 1: dialogs, people search and presence; messages are wired by the messages module.
  const presence = new PresenceService(db, realtime, settings)
  presence.watch(app.log)
  const dialogs = new DialogsService({
    db,
    hub: realtime,
    follows,
    users: accounts,
    files,
    presence,
    privacy: settings,
  })
  await app.register(dialogRoutes(dialogs))
  await app.register(chatUserRoutes(new ChatUsersService(db, presence)))
  // Part 2: messages are sent over the socket and read, edited and marked over HTTP; writing to a
  // person goes through the dialogs' personal chat; message files are read by the members.
  const chatMessages = new MessagesService({
    db,
    files,
    blocks: follows,
    events: new ChatEvents(realtime),
    online: (userIds) => realtime.online(userIds),
    personalChat: async (userId, otherId) => (await dialogs.ensurePersonal(userId, otherId)).dialog.id,
    privacy: settings,
  })
  registerMessageSocket(realtime, chatMessages, app.log)
  registerChatFileReader(files, db)
  await app.register(messageRoutes(chatMessages))
  return { messages: chatMessages, linked: dialogs.linked }
}
