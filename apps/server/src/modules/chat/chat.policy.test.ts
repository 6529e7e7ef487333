import { ChatRole, DialogType, GroupChatMessage, LIMITS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  canDropAdmin,
  canEditGroup,
  canLeaveGroup,
  canPinMore,
  groupImageProblem,
  isActiveMember,
  isWritableGroup,
} from './chat.policy'

const admin = { role: ChatRole.Admin, leftAt: null }
const user = { role: ChatRole.User, leftAt: null }
const formerAdmin = { role: ChatRole.Admin, leftAt: new Date() }

describe('chat policy (SPEC 6)', () => {
  it('lets only an active admin edit the group', () => {
    expect([canEditGroup(admin), canEditGroup(user), canEditGroup(formerAdmin)]).toEqual([true, false, false])
  })

  it('keeps the last admin in while others remain', () => {
    expect(canLeaveGroup(user, 1, 3)).toBe(true)
    expect(canLeaveGroup(admin, 1, 3)).toBe(false)
    expect(canLeaveGroup(admin, 2, 3)).toBe(true)
    expect(canLeaveGroup(admin, 1, 1)).toBe(true)
    expect([canDropAdmin(1), canDropAdmin(2)]).toEqual([false, true])
  })

  it('tells active members from former ones and strangers', () => {
    expect([isActiveMember(user), isActiveMember(formerAdmin), isActiveMember(null)]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('takes changes only in a live group', () => {
    expect(isWritableGroup({ type: DialogType.Group, deletedAt: null })).toBe(true)
    expect(isWritableGroup({ type: DialogType.Group, deletedAt: new Date() })).toBe(false)
    expect(isWritableGroup({ type: DialogType.Chat, deletedAt: null })).toBe(false)
    expect([canPinMore(0), canPinMore(5)]).toEqual([true, false])
  })

  it("accepts only the uploader's png/jpeg up to 2 MB as a group image (SPEC 5)", () => {
    const png = { ownerId: 7, mime: 'image/png', size: LIMITS.groupImageMaxBytes }
    expect(groupImageProblem(png, 7)).toBeNull()
    expect(groupImageProblem({ ...png, mime: 'image/jpeg' }, 7)).toBeNull()
    expect(groupImageProblem(png, 8)).toBe('chat.group.imageNotFound')
    expect(groupImageProblem(null, 7)).toBe('chat.group.imageNotFound')
    expect(groupImageProblem({ ...png, mime: 'image/webp' }, 7)).toBe(GroupChatMessage.imageType)
    expect(groupImageProblem({ ...png, size: png.size + 1 }, 7)).toBe(GroupChatMessage.imageTooLarge)
  })
})
