import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LinkifiedText } from './LinkifiedText'

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<LinkifiedText text={text} />} />
        <Route path="/publication/:id" element={<h1>publication page</h1>} />
      </Routes>
    </MemoryRouter>,
  )

describe('LinkifiedText', () => {
  it('opens an address of our own site inside the app', async () => {
    renderText(`Новая публикация: ${window.location.origin}/publication/42.`)
    const link = await screen.findByRole('link')
    expect(link.getAttribute('href')).toBe('/publication/42')
    expect(link.hasAttribute('target')).toBe(false)
    expect(link.textContent).toBe(`${window.location.origin}/publication/42`)
    await userEvent.click(link)
    expect(screen.getByRole('heading', { name: 'publication page' })).toBeTruthy()
  })

  it("opens another site's address in a new tab, marked as user content", async () => {
    renderText('Источник — https://example.org/paper?id=1, читайте.')
    const link = await screen.findByRole('link', { name: 'https://example.org/paper?id=1' })
    expect(link.getAttribute('href')).toBe('https://example.org/paper?id=1')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
  })

  it('keeps javascript: and data: addresses as plain text', () => {
    const { container } = renderText('javascript:alert(1) data:text/html,<script>alert(1)</script>')
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.textContent).toBe('javascript:alert(1) data:text/html,<script>alert(1)</script>')
  })

  it('keeps the Cyrillic words and punctuation around a link as text', async () => {
    const { container } = renderText('Смотрите www.example.org/статья! Это важно.')
    expect((await screen.findByRole('link')).textContent).toMatch(/^www\.example\.org\/статья$/)
    expect(container.textContent).toBe('Смотрите www.example.org/статья! Это важно.')
  })
})
