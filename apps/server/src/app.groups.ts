import type { FastifyInstance } from 'fastify'
import type { Chat } from './app.chat'
import type { Platform } from './app.platform'
import type { Posts } from './app.posts'
import type { Profiles } from './app.profiles'
import type { AccountService } from './modules/auth/account.service'
import type { CatalogService } from './modules/catalog/catalog.service'
import { LinkedGroupChats } from './modules/chat/dialogs.linked'
import type { FilesService } from './modules/files/files.service'
import { GroupContentService } from './modules/groups/groups.content'
import { GroupMembersService } from './modules/groups/groups.members'
import { GroupOutsiders } from './modules/groups/groups.outsiders'
import { groupsRoutes } from './modules/groups/groups.routes'
import { GroupsService } from './modules/groups/groups.service'
import type { PublicationsService } from './modules/publications/publications.service'

export interface GroupsDeps {
  accounts: AccountService
  catalog: CatalogService
  chat: Pick<Chat, 'linked'>
  files: FilesService
  people: Profiles
  posts: Posts
  publications: PublicationsService
}

/**
 * Issue 18: research groups. Their chats are the chat module's group dialogs, their posts the posts
 * module's (read in the group's feed channel), their publications the repository's.
 */
export async function registerGroups(
  app: FastifyInstance,
  { db, realtime }: Platform,
  { accounts, catalog, chat, files, people, posts, publications }: GroupsDeps,
): Promise<{ groups: GroupsService; outsiders: GroupOutsiders }> {
  const outsiders = new GroupOutsiders()
  const shared = {
    db,
    chats: new LinkedGroupChats(db, realtime),
    feed: posts.feed,
    files,
    catalog: catalog.refs,
    summaries: people.summaries,
    outsiders,
  }
  const groups = new GroupsService(shared)
  const members = new GroupMembersService({
    ...shared,
    groups,
    users: accounts,
    follows: people.follows,
  })
  const content = new GroupContentService({ db, posts: posts.posts, publications })
  // A post in a group is read by those who may read the group's posts; its images by those who see it.
  posts.posts.readGroupsWith((viewerId, ids) => groups.postGroups(viewerId, ids))
  files.registerGate((viewer, fileId) => groups.gateImage(viewer, fileId))
  // A group's chat follows the group's members: the chat's own member changes refuse it.
  chat.linked.register((dialogId) => groups.ownsDialog(dialogId))
  await app.register(groupsRoutes({ groups, members, content }))
  return { groups, outsiders }
}
