import { screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { type Handler, stubFetch } from '../../../test/fetchStub'
import { renderInApp } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { OrganizationField } from './OrganizationField'

const FIND = 'GET /api/core/organization/find'
const KNOWN = [
  { id: 1, name: 'Московский государственный университет' },
  { id: 2, name: 'Московский физико-технический институт' },
]

/** The field in a form of its own; the value it holds is shown beside it. */
const Form = () => {
  const [value, setValue] = useState('')
  return (
    <>
      <OrganizationField
        name="institution"
        label="Institution"
        value={value}
        onChange={setValue}
        errors={{}}
      />
      <output data-testid="value">{value}</output>
    </>
  )
}

const renderField = () => renderInApp(<Form />)

/** Stubs the lookup; answers are held until `release` when asked, to see the loading state. */
const stubLookup = (answer: (query: string) => unknown, held = false) => {
  const queries: string[] = []
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const handler: Handler = ({ url }) => {
    const query = new URL(url, 'http://localhost').searchParams.get('query') ?? ''
    queries.push(query)
    return { body: answer(query) }
  }
  const fetchMock = stubFetch({ [FIND]: handler })
  if (held) {
    const answerNow = fetchMock.getMockImplementation()
    fetchMock.mockImplementation(async (...args) => {
      await gate
      return answerNow ? answerNow(...args) : new Response(null, { status: 500 })
    })
  }
  return { queries, release: () => release() }
}

const value = () => screen.getByTestId('value').textContent
const typeIn = async (text: string) => {
  const user = setupUser()
  await user.type(screen.getByRole('combobox', { name: 'Institution' }), text)
  return user
}

describe.each([
  {
    lang: 'ru',
    loading: 'Ищем…',
    none: 'Совпадений нет: сохранится как введено',
    failed: 'Подсказки недоступны: сохранится как введено',
  },
  {
    lang: 'en',
    loading: 'Searching…',
    none: 'No matches: it will be saved as typed',
    failed: 'No suggestions available: it will be saved as typed',
  },
])('the organization field in $lang', ({ lang, loading, none, failed }) => {
  beforeEach(async () => {
    await i18next.changeLanguage(lang)
  })

  it('asks the lookup once the typing settles and offers what it found, picked with the keyboard', async () => {
    const lookup = stubLookup(() => KNOWN)
    renderField()
    const user = await typeIn('Моск')
    expect(await screen.findByRole('option', { name: KNOWN[0]?.name })).toBeTruthy()
    expect(screen.getByRole('option', { name: KNOWN[1]?.name })).toBeTruthy()
    // Debounced: one question for the settled text, none per keystroke.
    expect(lookup.queries).toEqual(['Моск'])
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(value()).toBe(KNOWN[1]?.name)
  })

  it('says it is searching while the lookup answers', async () => {
    const lookup = stubLookup(() => KNOWN, true)
    renderField()
    await typeIn('Моск')
    expect(await screen.findByText(loading)).toBeTruthy()
    lookup.release()
    expect(await screen.findByRole('option', { name: KNOWN[0]?.name })).toBeTruthy()
    expect(screen.queryByText(loading)).toBeNull()
  })

  it('keeps free text when nothing matches, and says so', async () => {
    stubLookup(() => [])
    renderField()
    await typeIn('Лаборатория на чердаке')
    expect(await screen.findByText(none)).toBeTruthy()
    expect(screen.queryByRole('option')).toBeNull()
    expect(value()).toBe('Лаборатория на чердаке')
  })

  it('keeps free text when the lookup fails, and says there are no suggestions', async () => {
    stubFetch({
      [FIND]: { status: 503, body: { error: { code: 5030, textCode: 'x', type: 'x', message: 'x' } } },
    })
    renderField()
    await typeIn('Институт радия')
    expect(await screen.findByText(failed)).toBeTruthy()
    expect(value()).toBe('Институт радия')
  })

  it('makes no call for blank text (SPEC 5)', async () => {
    const lookup = stubLookup(() => KNOWN)
    renderField()
    await typeIn('   ')
    await waitFor(() => expect(value()).toBe('   '))
    expect(screen.queryByText(loading)).toBeNull()
    expect(lookup.queries).toEqual([])
  })
})
