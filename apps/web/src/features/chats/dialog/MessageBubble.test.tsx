import type { ChatMessage } from '@nauka/contracts'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../../test/renderApp'
import { MessageBubble } from './MessageBubble'

const message = (text: string): ChatMessage => ({
  id: 11,
  dialogId: 3,
  type: 1,
  text,
  ownerId: 1,
  files: [],
  read: 1,
  createdAt: '2030-01-01T10:00:00Z',
  updatedAt: null,
  system: null,
  call: null,
})

const renderBubble = (text: string, highlighted: boolean) =>
  renderInApp(
    <ul>
      <MessageBubble
        message={message(text)}
        mine
        showAuthor={false}
        members={new Map()}
        canEdit={false}
        canDelete={false}
        editing={false}
        highlighted={highlighted}
        onEdit={() => {}}
        onCancelEdit={() => {}}
        onSaveEdit={async () => {}}
        onDelete={() => {}}
        elementRef={null}
      />
    </ul>,
  )

describe('MessageBubble', () => {
  it("makes the addresses of a message's text links, in the bubble's own colour", () => {
    renderBubble(`Смотри ${window.location.origin}/userPost/4, а ещё https://example.org`, false)
    expect(
      screen.getByRole('link', { name: `${window.location.origin}/userPost/4` }).getAttribute('href'),
    ).toBe('/userPost/4')
    expect(screen.getByRole('link', { name: 'https://example.org' }).getAttribute('target')).toBe('_blank')
  })

  it('keeps the message the search jumped to a jump target with its link', () => {
    const { container } = renderBubble('Найдено: https://example.org/x', true)
    const bubble = container.querySelector('#message-11')
    expect(bubble?.getAttribute('data-message-id')).toBe('11')
    expect(bubble?.querySelector('a[href="https://example.org/x"]')).not.toBeNull()
  })
})
