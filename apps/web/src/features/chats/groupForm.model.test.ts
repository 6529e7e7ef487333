import { describe, expect, it } from 'vitest'
import { validateGroupForm } from './groupForm.model'

const png = { name: 'a.png', type: 'image/png', size: 1000 }

describe('group chat form (SPEC 5)', () => {
  it('accepts a name of 3 characters, one member and a small png', () => {
    expect(validateGroupForm({ name: 'Lab', users: [2], image: png })).toBeNull()
    expect(validateGroupForm({ name: 'Lab', users: [2], image: null })).toBeNull()
  })

  it('names each broken rule: short name, no member, image too large or of another type', () => {
    expect(validateGroupForm({ name: ' ab ', users: [], image: { ...png, size: 3 * 1024 * 1024 } })).toEqual({
      name: 'chat.group.nameTooShort',
      users: 'chat.group.noMember',
      image: 'chat.group.imageTooLarge',
    })
    expect(
      validateGroupForm({ name: 'Lab', users: [2], image: { name: 'a.gif', type: 'image/gif', size: 10 } }),
    ).toEqual({ name: null, users: null, image: 'chat.group.imageType' })
  })
})
