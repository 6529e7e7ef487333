import { LatinNameMessage } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, stubFetch } from '../../../../test/fetchStub'
import { renderApp, t } from '../../../../test/renderApp'
import { itemOf, uploadOf, uuid } from '../../../../test/uploads'
import { setupUser } from '../../../../test/user'

const ME = 17
const ITEM = uuid(1, 'b')
const author = (n: number) => t('territory.authors.number', { number: n })
const input = (form: HTMLElement, field: string, n: number) =>
  within(form).getByRole('textbox', { name: `${t(`territory.authors.fields.${field}`)}, ${author(n)}` })

/** Pasting, not typing key by key: each key would re-render the whole form. */
const fill = async (user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) => {
  await user.click(field)
  await user.paste(text)
}

const open = async () => {
  const saved: unknown[] = []
  const item = itemOf(1)
  stubFetch({
    ...signedIn(ME),
    [`GET /api/core/upload/item/${ITEM}`]: { body: item },
    [`GET /api/core/upload/${uuid(1, 'a')}`]: { body: uploadOf(1, [item]) },
    'GET /api/core/cls/all': { body: { count: 0, elements: [] } },
    'PUT /api/core/upload/item': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { metadata: object }
      saved.push(body.metadata)
      return { body: itemOf(1, body.metadata) }
    },
  })
  await renderApp({ path: `/my_territory/item/${ITEM}`, locale: 'ru' })
  const form = await screen.findByRole('form', { name: t('territory.form.label') })
  return { user: setupUser(), form, saved }
}

describe('the authors editor', () => {
  it('makes the short form from the names, keeps the order the author sets, and links the author to themself', async () => {
    const { user, form, saved } = await open()
    const add = within(form).getByRole('button', { name: t('territory.authors.add') })
    await user.click(add)
    await fill(user, input(form, 'lastName', 1), 'Иванов')
    await fill(user, input(form, 'firstName', 1), 'Иван')
    expect(input(form, 'shortForm', 1)).toHaveProperty('value', 'Иванов И.')
    await user.click(add)
    await fill(user, input(form, 'lastName', 2), 'Кюри')
    await user.click(
      within(form).getByRole('button', { name: t('territory.authors.moveUp', { author: author(2) }) }),
    )
    expect(input(form, 'lastName', 1)).toHaveProperty('value', 'Кюри')
    await user.click(
      within(form).getByRole('button', { name: t('territory.authors.itsMeLabel', { author: author(1) }) }),
    )
    expect(
      within(form)
        .getByRole('link', { name: t('territory.authors.me') })
        .getAttribute('href'),
    ).toBe(`/profile/${ME}`)
    await user.click(
      within(form).getByRole('button', { name: t('territory.authors.remove', { author: author(2) }) }),
    )
    await user.click(screen.getByRole('button', { name: t('territory.form.saveDraft') }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({ authors: [{ lastName: 'Кюри', shortForm: 'Кюри', rUser: `202:${ME}` }] })
  })

  it('takes English names in Latin letters only (SPEC 5)', async () => {
    const { user, form, saved } = await open()
    await user.click(within(form).getByRole('button', { name: t('territory.authors.add') }))
    await fill(user, input(form, 'lastName', 1), 'Иванов')
    await fill(user, input(form, 'lastNameEn', 1), 'Иванов')
    await user.click(screen.getByRole('button', { name: t('territory.form.saveDraft') }))
    expect(await within(form).findAllByText(t(LatinNameMessage.latinOnly))).not.toHaveLength(0)
    expect(input(form, 'lastNameEn', 1).getAttribute('aria-invalid')).toBe('true')
    expect(saved).toEqual([])
  })
})
