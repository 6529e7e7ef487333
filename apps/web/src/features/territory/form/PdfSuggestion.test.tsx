import type { PublicationDraft } from '@nauka/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Handler, signedIn, stubFetch } from '../../../test/fetchStub'
import { renderApp, t } from '../../../test/renderApp'
import { itemFileOf, itemOf, uploadOf, uuid } from '../../../test/uploads'
import { setupUser } from '../../../test/user'

const ITEM = uuid(1, 'b')
const PDF = itemFileOf(4, { fileName: 'статья.pdf' })
const EXTRACT = `POST /api/core/metadata/extract/${PDF.fileId}`

const open = async (metadata: PublicationDraft, extract: Handler, routes: Record<string, Handler> = {}) => {
  const item = itemOf(1, metadata, { files: [PDF] })
  stubFetch({
    ...signedIn(17),
    [`GET /api/core/upload/item/${ITEM}`]: { body: item },
    [`GET /api/core/upload/${uuid(1, 'a')}`]: { body: uploadOf(1, [item]) },
    'GET /api/core/cls/all': { body: { count: 0, elements: [] } },
    [EXTRACT]: extract,
    ...routes,
  })
  await renderApp({ path: `/my_territory/item/${ITEM}`, locale: 'ru' })
  const form = await screen.findByRole('form', { name: t('territory.form.label') })
  return { user: setupUser(), form }
}

const suggestion: PublicationDraft = {
  title: 'Название из PDF',
  abstract: 'Аннотация из PDF',
  keywords: ['pdf'],
  authors: [{ lastName: 'Лавлейс', firstName: 'А.' }],
}
const label = (name: string) => t(`territory.form.fields.${name}`)

describe('fill from PDF', () => {
  it('offers the fields still empty and fills only them when the author says so', async () => {
    const saves: string[] = []
    const { user, form } = await open(
      { title: 'Моё название' },
      { body: { status: 'done', suggestion } },
      {
        'PUT /api/core/upload/item': () => {
          saves.push('PUT')
          return { status: 500 }
        },
      },
    )
    const offer = await within(form).findByRole('region', { name: t('territory.pdf.title') })
    expect(offer.textContent).toContain(
      t('territory.pdf.offer', {
        name: 'статья.pdf',
        fields: [label('abstract'), label('keywords'), label('authors')].join(', '),
      }),
    )
    await user.click(within(offer).getByRole('button', { name: t('territory.pdf.fill') }))
    expect(within(form).queryByRole('region', { name: t('territory.pdf.title') })).toBeNull()
    expect(within(form).getByDisplayValue('Моё название')).toBeTruthy()
    expect(within(form).getByDisplayValue('Аннотация из PDF')).toBeTruthy()
    expect(within(form).getByDisplayValue('Лавлейс')).toBeTruthy()
    expect(within(form).queryByDisplayValue('Название из PDF')).toBeNull()
    // Nothing is saved until the author saves.
    expect(saves).toEqual([])
  })

  it('says the PDF is being read while its job has not run', async () => {
    await open({}, { body: { status: 'pending', suggestion: null } })
    expect(await screen.findByText(t('territory.pdf.reading', { name: 'статья.pdf' }))).toBeTruthy()
  })

  it('offers nothing when the form already has everything the PDF tells', async () => {
    const { form } = await open(suggestion, { body: { status: 'done', suggestion } })
    await within(form).findByDisplayValue('Название из PDF')
    expect(within(form).queryByRole('region', { name: t('territory.pdf.title') })).toBeNull()
  })

  it('can be put aside', async () => {
    const { user, form } = await open({}, { body: { status: 'done', suggestion } })
    const offer = await within(form).findByRole('region', { name: t('territory.pdf.title') })
    await user.click(within(offer).getByRole('button', { name: t('territory.pdf.decline') }))
    expect(within(form).queryByRole('region', { name: t('territory.pdf.title') })).toBeNull()
    expect(within(form).queryByDisplayValue('Аннотация из PDF')).toBeNull()
  })
})
