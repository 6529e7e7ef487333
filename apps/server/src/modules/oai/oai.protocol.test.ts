import { describe, expect, it } from 'vitest'
import { datestamp, parseUtcDate } from './oai.dates'
import { itemIdOf, type ParsedRequest, parseOaiRequest } from './oai.protocol'
import { readToken, writeToken } from './oai.token'
import { areaOfSetSpec, setSpecOfArea } from './oai.vocabulary'

const ID = '3f2c1a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
const codes = (parsed: ParsedRequest) => (parsed.ok ? [] : parsed.errors.map((e) => e.code))
const token = (verb: 'ListIdentifiers' | 'ListRecords' = 'ListRecords') =>
  writeToken({
    verb,
    metadataPrefix: 'oai_dc',
    from: new Date('2024-01-01T00:00:00Z'),
    set: 'area-2',
    after: { updatedAt: new Date('2024-03-04T05:06:07.089Z'), id: ID },
    cursor: 100,
  })

describe('the verb', () => {
  it('answers badVerb when it is missing, repeated or not one of the six', () => {
    expect(codes(parseOaiRequest({}))).toEqual(['badVerb'])
    expect(codes(parseOaiRequest({ verb: ['Identify', 'Identify'] }))).toEqual(['badVerb'])
    expect(codes(parseOaiRequest({ verb: 'Bogus' }))).toEqual(['badVerb'])
    expect(codes(parseOaiRequest({ verb: 'identify' }))).toEqual(['badVerb'])
  })

  it('echoes no arguments after badVerb, only the base URL', () => {
    expect(parseOaiRequest({ verb: 'Bogus', set: 'x' }).echo).toBeNull()
  })

  it('accepts each of the six verbs with their arguments', () => {
    expect(parseOaiRequest({ verb: 'Identify' })).toMatchObject({ ok: true, request: { verb: 'Identify' } })
    expect(parseOaiRequest({ verb: 'ListMetadataFormats', identifier: 'oai:x:1' })).toMatchObject({
      ok: true,
      request: { verb: 'ListMetadataFormats', identifier: 'oai:x:1' },
    })
    expect(parseOaiRequest({ verb: 'ListSets' })).toMatchObject({ ok: true })
    expect(
      parseOaiRequest({ verb: 'GetRecord', identifier: 'oai:x:1', metadataPrefix: 'oai_dc' }),
    ).toMatchObject({
      ok: true,
      request: { verb: 'GetRecord', identifier: 'oai:x:1', metadataPrefix: 'oai_dc' },
      echo: { verb: 'GetRecord', identifier: 'oai:x:1', metadataPrefix: 'oai_dc' },
    })
    for (const verb of ['ListIdentifiers', 'ListRecords'] as const)
      expect(parseOaiRequest({ verb, metadataPrefix: 'oai_dc' })).toMatchObject({
        ok: true,
        request: { verb, list: { verb, metadataPrefix: 'oai_dc', cursor: 0 } },
      })
  })
})

describe('the arguments', () => {
  it('refuses an argument the verb does not take, a repeated one and an empty one with badArgument', () => {
    expect(codes(parseOaiRequest({ verb: 'Identify', set: 'area-1' }))).toEqual(['badArgument'])
    expect(codes(parseOaiRequest({ verb: 'ListRecords', metadataPrefix: ['oai_dc', 'oai_dc'] }))).toEqual([
      'badArgument',
    ])
    expect(codes(parseOaiRequest({ verb: 'ListRecords', metadataPrefix: 'oai_dc', set: '' }))).toEqual([
      'badArgument',
    ])
    expect(parseOaiRequest({ verb: 'Identify', set: 'area-1' }).echo).toBeNull()
  })

  it('refuses a request without its required arguments', () => {
    expect(codes(parseOaiRequest({ verb: 'GetRecord', metadataPrefix: 'oai_dc' }))).toEqual(['badArgument'])
    expect(codes(parseOaiRequest({ verb: 'GetRecord' }))).toEqual(['badArgument', 'badArgument'])
    expect(codes(parseOaiRequest({ verb: 'ListIdentifiers', from: '2024-01-01' }))).toEqual(['badArgument'])
  })

  it('answers cannotDisseminateFormat for a format other than oai_dc, echoing the request', () => {
    const parsed = parseOaiRequest({ verb: 'ListRecords', metadataPrefix: 'marc21' })
    expect(codes(parsed)).toEqual(['cannotDisseminateFormat'])
    expect(parsed.echo).toEqual({ verb: 'ListRecords', metadataPrefix: 'marc21' })
    expect(codes(parseOaiRequest({ verb: 'GetRecord', identifier: 'x', metadataPrefix: 'mods' }))).toEqual([
      'cannotDisseminateFormat',
    ])
  })

  it('reads from and until at day or second granularity, until inclusive', () => {
    const day = parseOaiRequest({
      verb: 'ListRecords',
      metadataPrefix: 'oai_dc',
      from: '2024-01-01',
      until: '2024-01-31',
    })
    expect(day).toMatchObject({
      ok: true,
      request: {
        list: { from: new Date('2024-01-01T00:00:00Z'), untilBefore: new Date('2024-02-01T00:00:00Z') },
      },
    })
    const second = parseOaiRequest({
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      until: '2024-01-31T10:20:30Z',
    })
    expect(second).toMatchObject({
      ok: true,
      request: { list: { untilBefore: new Date('2024-01-31T10:20:31Z') } },
    })
  })

  it('refuses a malformed date, an impossible one, mixed granularities and from after until', () => {
    const list = { verb: 'ListRecords', metadataPrefix: 'oai_dc' }
    for (const from of [
      '2024-1-1',
      '2024-01-01T10:00:00',
      '2024-01-01T10:00:00.000Z',
      '2024-02-30',
      'yesterday',
    ])
      expect(codes(parseOaiRequest({ ...list, from })), from).toEqual(['badArgument'])
    expect(codes(parseOaiRequest({ ...list, from: '2024-01-01', until: '2024-01-02T00:00:00Z' }))).toEqual([
      'badArgument',
    ])
    expect(codes(parseOaiRequest({ ...list, from: '2024-02-01', until: '2024-01-01' }))).toEqual([
      'badArgument',
    ])
  })

  it('keeps a set as given; which sets exist is the repository’s to answer', () => {
    expect(parseOaiRequest({ verb: 'ListRecords', metadataPrefix: 'oai_dc', set: 'area-3' })).toMatchObject({
      ok: true,
      request: { list: { set: 'area-3' } },
    })
  })
})

describe('resumption tokens', () => {
  it('resumes a list where its token says', () => {
    const parsed = parseOaiRequest({ verb: 'ListRecords', resumptionToken: token() })
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        verb: 'ListRecords',
        list: {
          from: new Date('2024-01-01T00:00:00Z'),
          set: 'area-2',
          after: { updatedAt: new Date('2024-03-04T05:06:07.089Z'), id: ID },
          cursor: 100,
        },
      },
    })
  })

  it('refuses a token with any other argument beside it', () => {
    expect(
      codes(parseOaiRequest({ verb: 'ListRecords', resumptionToken: token(), metadataPrefix: 'oai_dc' })),
    ).toEqual(['badArgument'])
  })

  it('answers badResumptionToken for garbage, a changed token, or a token of the other list verb', () => {
    const good = token()
    const json = JSON.parse(Buffer.from(good, 'base64url').toString()) as Record<string, unknown>
    const tampered = [
      'garbage',
      '!!!',
      'x'.repeat(5000),
      Buffer.from('{"v":"ListRecords"}').toString('base64url'),
      Buffer.from(JSON.stringify({ ...json, c: -5 })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...json, i: "1' or 1=1 --" })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...json, extra: 1 })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...json, a: '2024-03-04T05:06:07Z' })).toString('base64url'),
      `${good}A`,
    ]
    for (const resumptionToken of tampered)
      expect(codes(parseOaiRequest({ verb: 'ListRecords', resumptionToken })), resumptionToken).toEqual([
        'badResumptionToken',
      ])
    expect(codes(parseOaiRequest({ verb: 'ListIdentifiers', resumptionToken: good }))).toEqual([
      'badResumptionToken',
    ])
    expect(codes(parseOaiRequest({ verb: 'ListSets', resumptionToken: good }))).toEqual([
      'badResumptionToken',
    ])
  })

  it('reads back exactly what it wrote', () => {
    const state = readToken(token('ListIdentifiers'))
    expect(state && writeToken(state)).toBe(token('ListIdentifiers'))
  })
})

describe('identifiers, sets and datestamps', () => {
  it('finds the item of an identifier of this repository only', () => {
    expect(itemIdOf(`oai:nauka.test:${ID}`, 'nauka.test')).toBe(ID)
    expect(itemIdOf(`oai:other.test:${ID}`, 'nauka.test')).toBeNull()
    expect(itemIdOf('oai:nauka.test:not-a-uuid', 'nauka.test')).toBeNull()
    expect(itemIdOf(`oai:nauka.test:${ID}:x`, 'nauka.test')).toBeNull()
  })

  it('names a science area’s set and reads it back, nothing else', () => {
    expect(setSpecOfArea(4)).toBe('area-4')
    expect(areaOfSetSpec('area-4')).toBe(4)
    for (const spec of ['area-0', 'area-', 'area-4:x', 'Area-4', 'area-01'])
      expect(areaOfSetSpec(spec), spec).toBeNull()
  })

  it('writes datestamps to the second in UTC and reads both granularities', () => {
    expect(datestamp(new Date('2024-03-04T05:06:07.999Z'))).toBe('2024-03-04T05:06:07Z')
    expect(parseUtcDate('2024-02-29')?.granularity).toBe('day')
    expect(parseUtcDate('2023-02-29')).toBeNull()
    expect(parseUtcDate('2024-01-01T24:00:00Z')).toBeNull()
  })
})
