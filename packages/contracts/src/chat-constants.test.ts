import { describe, expect, it } from 'vitest'
import { DialogType, dialogKindOf, isDisplayableMessageType } from './chat-constants'

describe('chat constants', () => {
  it('names a personal chat and a group', () => {
    expect(dialogKindOf(DialogType.Chat)).toBe('personal')
    expect(dialogKindOf(DialogType.Group)).toBe('group')
  })

  it.each([2001, 2002, 2003, 2004, 6002, 999])('does not display message type %i', (type) => {
    expect(isDisplayableMessageType(type)).toBe(false)
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 6001, 6003, 6004])('displays message type %i', (type) => {
    expect(isDisplayableMessageType(type)).toBe(true)
  })
})
