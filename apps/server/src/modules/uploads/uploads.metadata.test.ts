import {
  Dictionary,
  ErrorBody,
  formatRef,
  IdentifierMessage,
  IdentifierType,
  type PublicationDraft,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { upload, uploadPdfs } from '../posts/posts.fixtures'
import { pngImage } from '../profile/profile.fixtures'
import { createDraft, publishableForm, saveItem, uploadUrl } from './uploads.fixtures'

const env = useTestServer()
let me: TestUser
let other: TestUser
let api: Client
let itemId: string

beforeAll(async () => {
  ;[me, other] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(me)
  itemId = (await createDraft(api)).item.id
})

const save = (metadata: PublicationDraft) => api('PUT', uploadUrl.item(), { id: itemId, metadata })
const issuesOf = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(400)
  return ErrorBody.parse(JSON.parse(res.body)).validationErrors
}

async function uploadImage(client: Client): Promise<string> {
  const res = await upload(client, [{ name: 'cover.png', data: await pngImage(40, 60) }])
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
  return (res.json() as { id: string }[])[0]?.id ?? ''
}

describe('identifiers of the form', () => {
  const bad = [
    [IdentifierType.Isbn, '978-5-17-118366-1', IdentifierMessage.isbn],
    [IdentifierType.Issn, '0317-8472', IdentifierMessage.issn],
    [IdentifierType.Orcid, '0000-0002-1825-0098', IdentifierMessage.orcid],
    [IdentifierType.Doi, '11.1000/xyz', IdentifierMessage.doi],
  ] as const
  for (const [system, value, key] of bad)
    it(`refuses a ${system} whose check fails (${value}), on save`, async () => {
      const res = await save({ identifiers: [{ cIdentifier: system, value }] })
      expect(issuesOf(res)).toEqual([
        { field: 'metadata.identifiers.0.value', message: translate('ru', key) },
      ])
    })

  it('keeps valid identifiers in their stored spelling', async () => {
    const item = await saveItem(api, itemId, {
      identifiers: [
        { cIdentifier: IdentifierType.Doi, value: 'https://doi.org/10.1000/xyz123' },
        { cIdentifier: IdentifierType.Issn, value: '0317-8471' },
        { cIdentifier: IdentifierType.Isbn, value: '978-5-17-118366-0' },
      ],
    })
    expect(item.metadata.identifiers?.map((i) => i.value)).toEqual([
      '10.1000/xyz123',
      '0317-8471',
      '978-5-17-118366-0',
    ])
  })
})

describe('references of the form', () => {
  it('refuses catalogue values that are not in their catalogues, one issue per field', async () => {
    const res = await save({
      cType: '39:99999',
      cLang: '2:1',
      cAccessLevel: '59:77',
      identifiers: [{ cIdentifier: '38:9999', value: 'x' }],
    })
    expect(issuesOf(res)).toEqual([
      { field: 'metadata.cType', message: translate('ru', 'catalog.refUnknown', { ref: '39:99999' }) },
      { field: 'metadata.cAccessLevel', message: translate('ru', 'catalog.refUnknown', { ref: '59:77' }) },
      {
        field: 'metadata.identifiers.0.cIdentifier',
        message: translate('ru', 'catalog.refUnknown', { ref: '38:9999' }),
      },
    ])
  })

  it('refuses a reference of the wrong catalogue before looking it up', async () => {
    const res = await save({ cType: '40:1' })
    expect(issuesOf(res)?.map((issue) => issue.field)).toEqual(['metadata.cType'])
  })

  it('refuses an author linked to a user who does not exist, and takes one who does', async () => {
    const missing = formatRef(Dictionary.user, 2_000_000_000)
    const res = await save({
      authors: [
        { lastName: 'A', rUser: formatRef(Dictionary.user, other.id) },
        { lastName: 'B', rUser: missing },
      ],
    })
    expect(issuesOf(res)).toEqual([
      {
        field: 'metadata.authors.1.rUser',
        message: translate('ru', 'uploads.authorUnknown', { ref: missing }),
      },
    ])
    const saved = await saveItem(api, itemId, {
      authors: [{ lastName: 'A', rUser: formatRef(Dictionary.user, other.id) }],
    })
    expect(saved.metadata.authors?.[0]?.rUser).toBe(formatRef(Dictionary.user, other.id))
  })

  it("takes the author's own image as the cover; another user's image, a PDF or nothing is refused", async () => {
    const mine = await uploadImage(api)
    expect((await saveItem(api, itemId, { cover: mine })).metadata.cover).toBe(mine)
    const [pdf] = await uploadPdfs(api, 1)
    const theirs = await uploadImage(env.as(other))
    for (const cover of [theirs, pdf?.id ?? '', crypto.randomUUID()]) {
      const res = await save({ cover })
      expect(issuesOf(res)).toEqual([
        { field: 'metadata.cover', message: translate('ru', 'uploads.coverNotImage') },
      ])
    }
  })

  it('checks the items of a new upload too, on their paths', async () => {
    const res = await api('POST', uploadUrl.upload(), {
      cType: '126:2',
      items: [{ metadata: publishableForm() }, { metadata: { cLang: '2:99999' } }],
    })
    expect(issuesOf(res)).toEqual([
      { field: 'items.1.metadata.cLang', message: translate('ru', 'catalog.refUnknown', { ref: '2:99999' }) },
    ])
  })

  it('answers in English when asked to', async () => {
    const res = await api(
      'PUT',
      uploadUrl.item(),
      { id: itemId, metadata: { cType: '39:99999' } },
      {
        'accept-language': 'en',
      },
    )
    expect(issuesOf(res)).toEqual([
      { field: 'metadata.cType', message: translate('en', 'catalog.refUnknown', { ref: '39:99999' }) },
    ])
  })
})
