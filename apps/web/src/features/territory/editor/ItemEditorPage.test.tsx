import { IdentifierMessage, REQUIRED, type UploadItem } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Handler, signedIn, stubFetch } from '../../../test/fetchStub'
import { holdFetch } from '../../../test/holdFetch'
import { renderApp, t } from '../../../test/renderApp'
import { itemOf, PUBLISHABLE, uploadOf, uuid } from '../../../test/uploads'
import { setupUser } from '../../../test/user'

const ME = 17
const ITEM = uuid(1, 'b')
const UPLOAD = uuid(1, 'a')
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>

const open = async (item: UploadItem, routes: Record<string, Handler> = {}) => {
  stubFetch({
    ...signedIn(ME),
    [`GET /api/core/upload/item/${ITEM}`]: { body: item },
    [`GET /api/core/upload/${UPLOAD}`]: { body: uploadOf(1, [item]) },
    'GET /api/core/cls/all': { body: { count: 0, elements: [] } },
    ...routes,
  })
  await renderApp({ path: `/my_territory/item/${ITEM}`, locale: 'ru' })
  const form = await screen.findByRole('form', { name: t('territory.form.label') })
  return { user: setupUser(), form }
}

const field = (form: HTMLElement, name: string) =>
  // A required field's name ends with MUI's asterisk.
  within(form).getByRole('textbox', { name: new RegExp(`^${t(`territory.form.fields.${name}`)}( \\*)?$`) })

describe('the item editor: the publication form', () => {
  it('shows every required message of SPEC 5 under its field when publishing, and sends nothing', async () => {
    const sent: string[] = []
    const { user, form } = await open(itemOf(1), {
      'PUT /api/core/upload/item': () => {
        sent.push('PUT')
        return { status: 500 }
      },
    })
    await user.click(screen.getByRole('button', { name: t('territory.form.publish') }))
    for (const message of Object.values({
      type: REQUIRED.publicationType,
      lang: REQUIRED.publicationLanguage,
      access: REQUIRED.accessLevel,
      name: REQUIRED.publicationName,
      keywords: REQUIRED.keywords,
      authors: REQUIRED.authors,
      place: REQUIRED.place,
    }))
      expect(await within(form).findByText(t(message))).toBeTruthy()
    // Each message is the field's own description, under it.
    const title = field(form, 'title')
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(String(title.getAttribute('aria-describedby')))?.textContent).toBe(
      t(REQUIRED.publicationName),
    )
    // The focus goes to the first field that needs the author.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'))
    await user.click(title)
    await user.paste('Графы')
    expect(within(form).queryByText(t(REQUIRED.publicationName))).toBeNull()
    expect(sent).toEqual([])
  })

  it('saves a draft without the required fields, showing saving, then saved until the next edit', async () => {
    const bodies: Record<string, unknown>[] = []
    const { user, form } = await open(itemOf(1), {
      'PUT /api/core/upload/item': ({ init }) => {
        const body = bodyOf(init)
        bodies.push(body)
        return { body: itemOf(1, body.metadata as object) }
      },
    })
    await user.click(field(form, 'title'))
    await user.paste('Черновик')
    const release = holdFetch('/upload/item')
    await user.click(screen.getByRole('button', { name: t('territory.form.saveDraft') }))
    expect(await screen.findByText(t('territory.flags.saving'))).toBeTruthy()
    expect(screen.getByRole('button', { name: t('territory.form.publish') })).toHaveProperty('disabled', true)
    release()
    expect(await screen.findByText(t('territory.flags.saved'))).toBeTruthy()
    expect(bodies).toEqual([{ id: ITEM, metadata: { title: 'Черновик' } }])
    expect(within(form).queryByText(t(REQUIRED.place))).toBeNull()
    expect(await screen.findByText(t('territory.form.draftSavedToast'))).toBeTruthy()
    await user.click(field(form, 'title'))
    await user.paste(' 2')
    expect(screen.queryByText(t('territory.flags.saved'))).toBeNull()
  })

  it('checks an identifier as it is typed, by its system', async () => {
    const { user, form } = await open(itemOf(1))
    await user.click(within(form).getByRole('button', { name: t('territory.form.addIdentifier') }))
    const value = within(form).getByRole('textbox', {
      name: t('territory.form.identifierValue', { number: 1 }),
    })
    await user.type(value, '10.1000')
    expect(within(form).getByText(t(IdentifierMessage.doi))).toBeTruthy()
    await user.type(value, '/182')
    expect(within(form).queryByText(t(IdentifierMessage.doi))).toBeNull()
  })

  it('publishes: saves the form, then the upload, showing publishing; the item shows as published', async () => {
    const calls: string[] = []
    const item = itemOf(1, PUBLISHABLE)
    const published = { ...item, published: true, link: `/publication/${uuid(5, 'c')}` }
    const { user } = await open(item, {
      'PUT /api/core/upload/item': ({ init }) => {
        calls.push('PUT')
        return { body: itemOf(1, bodyOf(init).metadata as object) }
      },
      [`POST /api/core/upload/${UPLOAD}`]: () => {
        calls.push('POST')
        return { body: uploadOf(1, [published]) }
      },
    })
    const release = holdFetch(`/upload/${UPLOAD}`)
    await user.click(screen.getByRole('button', { name: t('territory.form.publish') }))
    expect(await screen.findByText(t('territory.flags.publishing'))).toBeTruthy()
    release()
    expect(await screen.findByRole('link', { name: t('territory.editor.openPublic') })).toBeTruthy()
    expect(calls).toEqual(['PUT', 'POST'])
    expect(screen.getByRole('button', { name: t('territory.form.saveChanges') })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('territory.form.publish') })).toBeNull()
  })

  it('puts the server’s refusal under the field it names', async () => {
    const item = itemOf(1, PUBLISHABLE)
    const { user, form } = await open(item, {
      'PUT /api/core/upload/item': { body: item },
      [`POST /api/core/upload/${UPLOAD}`]: {
        status: 400,
        body: {
          error: { code: 1000, textCode: 'validation', type: 'validation', message: 'Проверьте поля' },
          validationErrors: [{ field: 'items.0.metadata.place', message: REQUIRED.place }],
        },
      },
    })
    await user.click(screen.getByRole('button', { name: t('territory.form.publish') }))
    expect(await within(form).findByText(t(REQUIRED.place))).toBeTruthy()
    expect(field(form, 'place').getAttribute('aria-invalid')).toBe('true')
  })

  it('says why the item could not be read, and reads it again on request', async () => {
    let reads = 0
    stubFetch({
      ...signedIn(ME),
      [`GET /api/core/upload/item/${ITEM}`]: () => {
        reads += 1
        return reads === 1
          ? { status: 503, body: { error: { code: 1000, textCode: 'Сервер занят', type: 'x', message: '' } } }
          : { body: itemOf(1, { title: 'Графы' }) }
      },
      [`GET /api/core/upload/${UPLOAD}`]: { body: uploadOf(1) },
      'GET /api/core/cls/all': { body: { count: 0, elements: [] } },
    })
    await renderApp({ path: `/my_territory/item/${ITEM}`, locale: 'ru' })
    expect(await screen.findByText('Сервер занят')).toBeTruthy()
    await setupUser().click(screen.getByRole('button', { name: t('common.retry') }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Графы' })).toBeTruthy()
  })
})

describe('the item editor: leaving with unsaved edits', () => {
  const back = () => within(screen.getByRole('main')).getByRole('link', { name: t('territory.editor.back') })
  const where = () => screen.getByTestId('location').textContent

  it('asks before leaving edits that are not saved, and stays on request', async () => {
    const { user, form } = await open(itemOf(1))
    await user.click(field(form, 'title'))
    await user.paste('Черновик')
    await user.click(back())
    const dialog = await screen.findByRole('dialog', { name: t('leaveGuard.title') })
    await user.click(within(dialog).getByRole('button', { name: t('leaveGuard.stay') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(where()).toBe(`/my_territory/item/${ITEM}`)
    expect(field(form, 'title')).toHaveProperty('value', 'Черновик')
  })

  it('lets the author go without a word when nothing changed, or once the edits are saved', async () => {
    const { user, form } = await open(itemOf(1), {
      'PUT /api/core/upload/item': ({ init }) => ({ body: itemOf(1, bodyOf(init).metadata as object) }),
    })
    await user.click(field(form, 'title'))
    await user.paste('Черновик')
    await user.click(screen.getByRole('button', { name: t('territory.form.saveDraft') }))
    expect(await screen.findByText(t('territory.flags.saved'))).toBeTruthy()
    await user.click(back())
    await waitFor(() => expect(where()).toBe('/my_territory'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
