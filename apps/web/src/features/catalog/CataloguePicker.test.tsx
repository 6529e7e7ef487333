import { Dictionary } from '@nauka/contracts'
import { screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '../../test/fetchStub'
import { renderInApp } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { CataloguePicker } from './CataloguePicker'

const item = (cls: number, num: number, term: string, parentClsNum: string | null = null) => ({
  id: num,
  cls,
  num,
  code: null,
  term,
  lang: 1,
  level: 1,
  parentNum: null,
  parentClsNum,
  uref: `${cls}:${num}`,
  dsc: null,
  other: null,
})

const RUSSIA = item(Dictionary.countries, 643, 'Россия')
const BELARUS = item(Dictionary.countries, 112, 'Беларусь')
const MOSCOW = item(Dictionary.cities, 524901, 'Москва', '208:643')

type Body = { cls: number; term: string | null; lang: number; parentClsNum?: string | null }

const bodies: Body[] = []

const routes = () => ({
  'POST /api/core/cls/find': ({ init }: { init: RequestInit | undefined }) => {
    const body = JSON.parse(String(init?.body)) as Body
    bodies.push(body)
    const all = body.cls === Dictionary.cities ? [MOSCOW] : [RUSSIA, BELARUS]
    const elements = all.filter((e) => !body.term || e.term.toLowerCase().includes(body.term.toLowerCase()))
    return { body: { count: elements.length, elements } }
  },
  'GET /api/core/cls/all': { body: { count: 2, elements: [RUSSIA, BELARUS] } },
})

const Harness = ({
  onChange,
  initial = null,
}: {
  onChange: (ref: string | null) => void
  initial?: string | null
}) => {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <CataloguePicker
        cls={Dictionary.countries}
        label="Страна"
        value={value}
        onChange={(ref) => {
          setValue(ref)
          onChange(ref)
        }}
      />
      <CataloguePicker
        cls={Dictionary.cities}
        label="Город"
        value={null}
        parentClsNum={value}
        onChange={() => {}}
      />
    </>
  )
}

describe('catalogue picker', () => {
  beforeEach(async () => {
    bodies.length = 0
    stubFetch(routes())
    await i18next.changeLanguage('ru')
  })

  it('searches the server as the person types, in the interface language, and gives the reference', async () => {
    const onChange = vi.fn()
    renderInApp(<Harness onChange={onChange} />)
    const user = setupUser()
    await user.type(screen.getByRole('combobox', { name: 'Страна' }), 'Рос')
    // The list narrows on the typed text before the (debounced) search is sent: wait for the search.
    await waitFor(() =>
      expect(bodies.some((b) => b.cls === Dictionary.countries && b.term === 'Рос' && b.lang === 1)).toBe(
        true,
      ),
    )
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Беларусь' })).toBeNull())
    await user.click(await screen.findByRole('option', { name: 'Россия' }))
    expect(onChange).toHaveBeenCalledWith('208:643')
    expect(screen.getByRole('combobox', { name: 'Страна' })).toHaveProperty('value', 'Россия')
  })

  it('narrows cities to the chosen country', async () => {
    renderInApp(<Harness onChange={() => {}} initial="208:643" />)
    const user = setupUser()
    await user.click(screen.getByRole('combobox', { name: 'Город' }))
    await screen.findByRole('option', { name: 'Москва' })
    expect(bodies.find((b) => b.cls === Dictionary.cities)?.parentClsNum).toBe('208:643')
  })

  it('shows the term of a stored value', async () => {
    renderInApp(<Harness onChange={() => {}} initial="208:112" />)
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Страна' })).toHaveProperty('value', 'Беларусь'),
    )
  })

  it('says when nothing matches', async () => {
    renderInApp(<Harness onChange={() => {}} />)
    const user = setupUser()
    await user.type(screen.getByRole('combobox', { name: 'Страна' }), 'Zzz')
    expect(await screen.findByText(i18next.t('catalog.noOptions'))).toBeTruthy()
  })
})
