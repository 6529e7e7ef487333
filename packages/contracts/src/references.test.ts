import { describe, expect, expectTypeOf, it } from 'vitest'
import { Dictionary } from './dictionaries'
import { formatRef, parseRef, refId } from './ref-format'
import { EntityId, RefString, refOf } from './references'
import { IdMessage, ReferenceMessage, TextMessage } from './validation/keys'

const UUID = '0e436aa4-e622-4482-836a-a4e622348258'

const MALFORMED = [
  '',
  '202',
  '202:',
  ':17',
  ':',
  '202:17:1',
  '202::17',
  'abc:17',
  'user:17',
  '-202:17',
  '202:-17',
  '+202:17',
  ' 202:17',
  '202:17 ',
  '202 :17',
  '202: 17',
  '202:1.5',
  '1.5:17',
  '202:017',
  '0202:17',
  '0:17',
  '202:abc',
  '1e3:17',
  '202:1e3',
  '202:0x11',
  '202:0e436aa4-e622-4482-836a-a4e62234825',
  '202:0e436aa4e6224482836aa4e622348258',
  '202:0e436aa4-e622-4482-836a-a4e622348258x',
  '1234567890123456:17',
  '202:1234567890123456',
  // Numbers beyond PostgreSQL integers (2^31 - 1) name nothing and would fail in the database.
  '202:2147483648',
  '2147483648:17',
  '202:9007199254740993',
  '202:99999999999',
  '２０２:17',
  '202:17\n',
]

describe('formatRef', () => {
  it('joins a dictionary and a numeric id with a colon', () => {
    expect(formatRef(Dictionary.user, 17)).toBe('202:17')
  })

  it('accepts a zero id, as in the comment-denied code 108:0', () => {
    expect(formatRef(Dictionary.commentPermission, 0)).toBe('108:0')
  })

  it('accepts a UUID id', () => {
    expect(formatRef(Dictionary.post, UUID)).toBe(`302:${UUID}`)
  })

  it('keeps the literal type of constant references', () => {
    expectTypeOf(formatRef(Dictionary.postStatus, 1)).toEqualTypeOf<'25:1'>()
  })

  it.each([0, -1, 1.5, Number.NaN])('throws on the dictionary %s', (dictionary) => {
    expect(() => formatRef(dictionary, 1)).toThrow(RangeError)
  })

  it('accepts an integer id given as text, as route parameters arrive', () => {
    expect(formatRef(Dictionary.user, '17')).toBe('202:17')
  })

  it.each([-1, 1.5, Number.POSITIVE_INFINITY, 'abc', '017', '-1', '', 2 ** 31, '2147483648'])(
    'throws on the id %s',
    (id) => {
      expect(() => formatRef(Dictionary.user, id)).toThrow(RangeError)
    },
  )
})

describe('parseRef', () => {
  it('splits a reference into a numeric dictionary and id', () => {
    expect(parseRef('202:17')).toEqual({ dictionary: 202, id: 17 })
  })

  it('reads a zero id as the number 0', () => {
    expect(parseRef('108:0')).toEqual({ dictionary: 108, id: 0 })
  })

  it('keeps a UUID id as text, in upper or lower case', () => {
    expect(parseRef(`302:${UUID}`)).toEqual({ dictionary: 302, id: UUID })
    expect(parseRef(`302:${UUID.toUpperCase()}`)).toEqual({ dictionary: 302, id: UUID.toUpperCase() })
  })

  it('reads the largest PostgreSQL integer in either place', () => {
    expect(parseRef('2147483647:2147483647')).toEqual({ dictionary: 2_147_483_647, id: 2_147_483_647 })
  })

  it('reads back what formatRef wrote', () => {
    expect(parseRef(formatRef(Dictionary.countries, 643))).toEqual({ dictionary: 208, id: 643 })
  })

  it.each(MALFORMED)('answers null for the malformed reference %j', (value) => {
    expect(parseRef(value)).toBeNull()
  })

  it.each([17, null, undefined, {}, ['202', '17']])('answers null for the non-string %j', (value) => {
    expect(parseRef(value)).toBeNull()
  })
})

describe('refId', () => {
  it('answers the numeric id of a reference of the expected dictionary', () => {
    expect(refId('202:17', Dictionary.user)).toBe(17)
  })

  it('answers null when the reference belongs to another dictionary', () => {
    expect(refId('302:17', Dictionary.user)).toBeNull()
  })

  it('answers null for a malformed reference', () => {
    expect(refId('202:x', Dictionary.user)).toBeNull()
  })

  it('answers null for a UUID id, which is not a number', () => {
    expect(refId(`202:${UUID}`, Dictionary.user)).toBeNull()
  })
})

describe('RefString', () => {
  it('accepts numeric and UUID references', () => {
    expect(RefString.safeParse('25:1').success).toBe(true)
    expect(RefString.safeParse(`202:${UUID}`).success).toBe(true)
  })

  it.each(MALFORMED)('rejects %j with the reference key', (value) => {
    const result = RefString.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(ReferenceMessage.invalid)
  })

  it('rejects a non-string with the reference key', () => {
    expect(RefString.safeParse(202).error?.issues[0]?.message).toBe(ReferenceMessage.invalid)
  })

  it('rejects a NUL character as a text that cannot be stored', () => {
    expect(RefString.safeParse('202:1\u0000').error?.issues.map((i) => i.message)).toEqual([
      TextMessage.unstorable,
    ])
  })
})

describe('refOf', () => {
  const UserRef = refOf(Dictionary.user)

  it('accepts references of its dictionary', () => {
    expect(UserRef.safeParse('202:17').success).toBe(true)
    expect(UserRef.safeParse(`202:${UUID}`).success).toBe(true)
  })

  it.each(['302:17', '20:17', '2021:17', '1202:17', '202:-1', '202', '202:2147483648'])(
    'rejects %j',
    (value) => {
      const result = UserRef.safeParse(value)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(ReferenceMessage.invalid)
    },
  )

  it('does not accept a longer dictionary that starts with the same digits', () => {
    expect(refOf(Dictionary.addressType).safeParse('202:17').success).toBe(false)
  })

  it('throws when asked for an impossible dictionary', () => {
    expect(() => refOf(0)).toThrow(RangeError)
  })
})

describe('EntityId', () => {
  it('accepts a positive integer and a UUID', () => {
    expect(EntityId.safeParse(17).success).toBe(true)
    expect(EntityId.safeParse(UUID).success).toBe(true)
  })

  it.each([0, -1, 1.5, '17', 'abc', null, 2 ** 31])('rejects %j with an id key', (value) => {
    const result = EntityId.safeParse(value)
    expect(result.success).toBe(false)
    expect([IdMessage.invalid, IdMessage.tooLarge]).toContain(result.error?.issues[0]?.message)
  })
})
