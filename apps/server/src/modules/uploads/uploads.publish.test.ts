import { ErrorBody, type Locale, PublicationMessage, REQUIRED, Upload } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { createDraft, createUpload, publicationOf, publishableForm, uploadUrl } from './uploads.fixtures'

const env = useTestServer()
let me: TestUser
let api: Client

beforeAll(async () => {
  me = await env.newUser()
  api = env.as(me)
})

const publish = (id: string, locale: Locale) =>
  api('POST', uploadUrl.upload(id), undefined, { 'accept-language': locale })

/** SPEC 5: each required field of the publication form, by its path in the upload. */
const REQUIRED_FIELDS = [
  ['cType', REQUIRED.publicationType],
  ['cLang', REQUIRED.publicationLanguage],
  ['cAccessLevel', REQUIRED.accessLevel],
  ['title', REQUIRED.publicationName],
  ['place', REQUIRED.place],
  ['keywords', REQUIRED.keywords],
  ['authors', REQUIRED.authors],
] as const

describe('publishing refuses what SPEC 5 requires', () => {
  for (const locale of ['ru', 'en'] as const) {
    it(`names every missing field of an empty form with its message (${locale})`, async () => {
      const { upload } = await createDraft(api)
      const res = await publish(upload.id, locale)
      expect(res.statusCode).toBe(400)
      expect(ErrorBody.parse(res.json()).validationErrors).toEqual(
        REQUIRED_FIELDS.map(([field, key]) => ({
          field: `items.0.metadata.${field}`,
          message: translate(locale, key),
        })),
      )
    })
  }

  for (const [field, key] of REQUIRED_FIELDS) {
    it(`refuses a form without ${field} alone, in ru and en`, async () => {
      const { upload } = await createDraft(api, { ...publishableForm(), [field]: undefined })
      for (const locale of ['ru', 'en'] as const) {
        const res = await publish(upload.id, locale)
        expect(res.statusCode).toBe(400)
        expect(ErrorBody.parse(res.json()).validationErrors).toEqual([
          { field: `items.0.metadata.${field}`, message: translate(locale, key) },
        ])
      }
    })
  }

  it('refuses blank texts and an author without a last name, on the path of that author', async () => {
    const form = publishableForm({ title: '   ', authors: [{ lastName: 'Curie' }, { lastName: ' ' }] })
    const { upload } = await createDraft(api, form)
    const res = await publish(upload.id, 'en')
    expect(ErrorBody.parse(res.json()).validationErrors).toEqual([
      { field: 'items.0.metadata.title', message: translate('en', REQUIRED.publicationName) },
      {
        field: 'items.0.metadata.authors.1.lastName',
        message: translate('en', PublicationMessage.authorName),
      },
    ])
  })

  it('publishes no item of a package when one of them is not ready, naming that item', async () => {
    const ready = publishableForm()
    const upload = await createUpload(api, {
      cType: '126:2',
      items: [{ metadata: ready }, { metadata: { ...publishableForm(), place: undefined } }],
    })
    const res = await publish(upload.id, 'ru')
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).validationErrors?.map((e) => e.field)).toEqual([
      'items.1.metadata.place',
    ])
    const after = Upload.parse((await api('GET', uploadUrl.upload(upload.id))).json())
    expect(after.items.map((item) => item.published)).toEqual([false, false])
    expect(await publicationOf(env.db, upload.items[0]?.id ?? '')).toBeNull()
  })
})
