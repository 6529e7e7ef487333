import {
  type Group,
  GroupJoinPolicy,
  type GroupRole,
  type GroupUpdate,
  GroupVisibility,
  mayInGroup,
} from '@nauka/contracts'

/** What the group form's fields hold; the contracts' GroupCreate / GroupUpdate check it. */
export type GroupDraft = {
  name: string
  description: string
  scienceArea: string | null
  joinPolicy: GroupJoinPolicy
  visibility: GroupVisibility
  /** Uploaded files' ids. */
  avatar: string | null
  banner: string | null
}

export const emptyGroupDraft = (): GroupDraft => ({
  name: '',
  description: '',
  scienceArea: null,
  joinPolicy: GroupJoinPolicy.Open,
  visibility: GroupVisibility.Visible,
  avatar: null,
  banner: null,
})

export const draftOfGroup = (group: Group): GroupDraft => ({
  name: group.name,
  description: group.description,
  scienceArea: group.scienceArea,
  joinPolicy: group.joinPolicy,
  visibility: group.visibility,
  avatar: group.avatarFileId,
  banner: group.bannerFileId,
})

/** What a moderator may change (GROUP_RIGHTS.editAbout); the owner also the rest (editSettings). */
const ABOUT_FIELDS = ['description', 'avatar', 'banner'] as const
/** The group's settings: its name, area, policy and visibility (the server refuses them to moderators). */
const SETTINGS_FIELDS = ['name', 'scienceArea', 'joinPolicy', 'visibility'] as const

/** Which of the form's fields the reader may change: the owner all, a moderator the "about" ones. */
export const editableFields = (role: GroupRole | null): ReadonlySet<keyof GroupDraft> =>
  new Set<keyof GroupDraft>([
    ...(mayInGroup(role, 'editAbout') ? ABOUT_FIELDS : []),
    ...(mayInGroup(role, 'editSettings') ? SETTINGS_FIELDS : []),
  ])

/**
 * `PATCH /groups/{id}` sends only what changed, and only what the reader may change (an unchanged
 * name is not sent by a moderator, who may not rename the group). Empty when nothing changed: the
 * contract then refuses it with "nothing to change".
 */
export const groupChanges = (group: Group, draft: GroupDraft, role: GroupRole | null): GroupUpdate => {
  const before = draftOfGroup(group)
  const allowed = editableFields(role)
  const changes: Record<string, unknown> = {}
  for (const field of Object.keys(draft) as (keyof GroupDraft)[]) {
    if (allowed.has(field) && draft[field] !== before[field]) changes[field] = draft[field]
  }
  return changes as GroupUpdate
}
