import { type Group, GroupJoinPolicy, GroupMemberStatus, GroupRole, GroupVisibility } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { draftOfGroup, editableFields, groupChanges } from './form.model'

const group: Group = {
  id: 7,
  name: 'Лаборатория',
  description: 'О нас',
  scienceArea: '40:3',
  joinPolicy: GroupJoinPolicy.Open,
  visibility: GroupVisibility.Visible,
  avatarUrl: null,
  memberCount: 2,
  me: { role: GroupRole.Owner, status: GroupMemberStatus.Member, following: true },
  link: '/groups/7',
  bannerUrl: null,
  avatarFileId: null,
  bannerFileId: null,
  owner: { rEntity: '202:1', fullName: 'Ада', fullNameEn: null, imageUrl: null },
  dialogId: 3,
  requestCount: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
}

describe('the group form', () => {
  it('sends only the changed fields', () => {
    const draft = { ...draftOfGroup(group), description: 'Новое', joinPolicy: GroupJoinPolicy.Request }
    expect(groupChanges(group, draft, GroupRole.Owner)).toEqual({
      description: 'Новое',
      joinPolicy: GroupJoinPolicy.Request,
    })
    expect(groupChanges(group, draftOfGroup(group), GroupRole.Owner)).toEqual({})
  })

  it('lets a moderator change the description and images, not the name, area, policy or visibility', () => {
    expect([...editableFields(GroupRole.Moderator)].sort()).toEqual(['avatar', 'banner', 'description'])
    const draft = {
      ...draftOfGroup(group),
      name: 'Другое',
      scienceArea: '40:4',
      avatar: 'f1',
      visibility: GroupVisibility.Hidden,
    }
    expect(groupChanges(group, draft, GroupRole.Moderator)).toEqual({ avatar: 'f1' })
    expect(editableFields(GroupRole.Member).size).toBe(0)
  })

  it('clears the area and an image with null', () => {
    const draft = { ...draftOfGroup({ ...group, avatarFileId: 'f0' }), scienceArea: null, avatar: null }
    expect(groupChanges({ ...group, avatarFileId: 'f0' }, draft, GroupRole.Owner)).toEqual({
      scienceArea: null,
      avatar: null,
    })
  })
})
