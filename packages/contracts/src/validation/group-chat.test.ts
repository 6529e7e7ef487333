import { describe, expect, it } from 'vitest'
import { LIMITS } from '../limits'
import { GroupChatCreate } from './group-chat'
import { GroupChatMessage } from './keys'

const valid = { name: 'Lab', users: [17] }
const image = (name: string, type: string, size: number) => ({ name, type, size })
const messages = (value: unknown) =>
  GroupChatCreate.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('GroupChatCreate', () => {
  it('accepts a 3-character name and one member', () => {
    expect(GroupChatCreate.safeParse(valid).success).toBe(true)
  })

  it('rejects a 2-character name', () => {
    expect(messages({ ...valid, name: 'ab' })).toEqual([GroupChatMessage.nameTooShort])
  })

  it('counts the name after trimming spaces', () => {
    expect(messages({ ...valid, name: '  ab  ' })).toEqual([GroupChatMessage.nameTooShort])
    expect(GroupChatCreate.parse({ ...valid, name: '  Lab  ' }).name).toBe('Lab')
  })

  it('rejects a group without members, or with the members missing', () => {
    expect(messages({ ...valid, users: [] })).toEqual([GroupChatMessage.noMember])
    expect(messages({ name: 'Lab' })).toEqual([GroupChatMessage.noMember])
  })

  it('accepts UUID member ids', () => {
    expect(
      GroupChatCreate.safeParse({ ...valid, users: ['0e436aa4-e622-4482-836a-a4e622348258'] }).success,
    ).toBe(true)
  })

  it('accepts a png image of exactly 2 MB', () => {
    const result = GroupChatCreate.safeParse({
      ...valid,
      image: image('a.png', 'image/png', LIMITS.groupImageMaxBytes),
    })
    expect(result.success).toBe(true)
  })

  it('rejects an image of 2 MB plus one byte', () => {
    const tooLarge = image('a.jpg', 'image/jpeg', LIMITS.groupImageMaxBytes + 1)
    expect(messages({ ...valid, image: tooLarge })).toEqual([GroupChatMessage.imageTooLarge])
  })

  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
  ])('accepts %s as %s', (name, type) => {
    expect(GroupChatCreate.safeParse({ ...valid, image: image(name, type, 1) }).success).toBe(true)
  })

  it.each([
    ['a.gif', 'image/gif'],
    ['a.webp', 'image/webp'],
    ['a.gif', 'image/png'],
    ['a.png', 'image/gif'],
    ['a.png', ''],
    ['png', 'image/png'],
  ])('rejects %s as %j with the image type key', (name, type) => {
    expect(messages({ ...valid, image: image(name, type, 1) })).toEqual([GroupChatMessage.imageType])
  })
})
