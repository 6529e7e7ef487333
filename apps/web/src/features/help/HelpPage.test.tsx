import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'

const withContact = (contactEmail: string | null) =>
  stubFetch({
    ...signedIn(),
    'GET /api/core/user/me': { body: ownUser() },
    'GET /api/core/settings/instance': { body: { contactEmail } },
  })

describe('the help page', () => {
  it("shows the Operator's contact address as a mail link", async () => {
    withContact('office@lab.example')
    await renderApp({ path: '/help', locale: 'en' })
    const link = await screen.findByRole('link', { name: 'office@lab.example' })
    expect(link.getAttribute('href')).toBe('mailto:office@lab.example')
  })

  it('says so when the Operator has published no address', async () => {
    withContact(null)
    await renderApp({ path: '/help', locale: 'ru' })
    expect(await screen.findByText('Оператор этой установки пока не указал контактный адрес.')).toBeTruthy()
  })

  it('titles each question one level below the page, with no level skipped', async () => {
    withContact(null)
    await renderApp({ path: '/help', locale: 'en' })
    await screen.findByRole('heading', { level: 1 })
    const questions = screen.getAllByRole('heading', { level: 2 })
    expect(questions.length).toBeGreaterThanOrEqual(4)
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([])
  })
})
