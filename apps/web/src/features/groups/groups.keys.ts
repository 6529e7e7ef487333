import type { GroupListQuery, GroupMemberStatus } from '@nauka/contracts'

/** The filters of the groups list: a name, an area, or only the reader's own groups. */
export type GroupFilters = Pick<GroupListQuery, 'query' | 'area' | 'mine'>

/** Query keys of the section; all under `groups`, which is persisted for offline reading (app/queryPersistence names them, so
 * they live apart from the hooks). */
export const groupKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'list'] as const,
  list: (filters: GroupFilters) => ['groups', 'list', filters] as const,
  detail: (groupId: number) => ['groups', 'detail', groupId] as const,
  membersAll: (groupId: number) => ['groups', 'members', groupId] as const,
  members: (groupId: number, status: GroupMemberStatus, query: string) =>
    ['groups', 'members', groupId, status, query] as const,
  publications: (groupId: number) => ['groups', 'publications', groupId] as const,
}
