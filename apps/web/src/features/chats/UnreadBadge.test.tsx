import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UnreadBadge } from './UnreadBadge'

/** The navigation's chats link names the count in words; the badge must add no text to it. */
const link = (total: number) => {
  render(
    <a href="/chats" aria-label={total > 0 ? `Chats, ${total} unread` : 'Chats'}>
      <UnreadBadge total={total}>
        <svg aria-hidden />
      </UnreadBadge>
      <span>Chats</span>
    </a>,
  )
  return screen.getByRole('link')
}

describe('the unread badge of the navigation', () => {
  it('draws the count without putting it in the link’s text (axe label-content-name-mismatch)', () => {
    const chats = link(7)
    expect(chats.textContent).toBe('Chats')
    expect(chats.querySelector('[data-count]')?.getAttribute('data-count')).toBe('7')
  })

  it('caps the drawn count at 99+, and draws nothing at zero', () => {
    expect(link(150).querySelector('[data-count]')?.getAttribute('data-count')).toBe('99+')
    document.body.innerHTML = ''
    const none = link(0)
    expect(none.textContent).toBe('Chats')
    expect(none.querySelector('[data-count]')).toBeNull()
  })
})
