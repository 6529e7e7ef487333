import { describe, expect, it } from 'vitest'
import { canEditGroup, menuEntries } from './chatMenu.model'
import { dialogOf } from './dialog/test-data'

const actions = (dialog: Parameters<typeof menuEntries>[0]) => menuEntries(dialog).map((e) => e.action)

describe('chat settings menu (SPEC 3 actions, SPEC 6 roles)', () => {
  it('offers a personal chat pin, mute, clean, block and delete', () => {
    expect(actions(dialogOf(1))).toEqual(['pin', 'mute', 'clean', 'block', 'deletePersonal'])
    expect(actions(dialogOf(1, { isPinned: true, notificationsDisable: true, isBlocked: true }))).toEqual([
      'unpin',
      'unmute',
      'clean',
      'unblock',
      'deletePersonal',
    ])
  })

  it('lets every group member leave, and only admins edit and delete the group', () => {
    const member = dialogOf(2, { dialogType: 2, role: 0 })
    const admin = dialogOf(2, { dialogType: 2, role: 1 })
    expect(actions(member)).toEqual(['pin', 'mute', 'editGroup', 'clean', 'leave'])
    expect(actions(admin)).toEqual(['pin', 'mute', 'editGroup', 'clean', 'leave', 'deleteGroup'])
    expect(canEditGroup(member)).toBe(false)
    expect(canEditGroup(admin)).toBe(true)
    expect(canEditGroup(dialogOf(3, { role: 1 }))).toBe(false)
  })

  it('asks before what cannot be taken back', () => {
    const asked = menuEntries(dialogOf(2, { dialogType: 2, role: 1 }))
      .filter((e) => e.confirm)
      .map((e) => e.action)
    expect(asked).toEqual(['clean', 'leave', 'deleteGroup'])
  })
})
