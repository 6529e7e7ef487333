import { type ChatMessage, MessageType } from '@nauka/contracts'
import { screen } from '@testing-library/react'
import i18next from 'i18next'
import { beforeEach, describe, expect, it } from 'vitest'
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

const renderMessage = (shown: ChatMessage, highlighted = false) =>
  renderInApp(
    <ul>
      <MessageBubble
        message={shown}
        mine={shown.ownerId === 1}
        showAuthor={false}
        members={new Map([[5, { userId: 5, fullName: 'Алиса Адамс', nickname: null, image: null, role: 0 }]])}
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

const renderBubble = (text: string, highlighted: boolean) => renderMessage(message(text), highlighted)

describe('MessageBubble', () => {
  it("shows the listing a message is about as a card opening the listing (issue 18, 'contact the author')", () => {
    renderMessage({
      ...message('Здравствуйте! Свободно ли время?'),
      listing: {
        id: 7,
        title: 'Время на ЯМР',
        kind: 1,
        price: { amount: '1500.00', currency: 'RUB' },
        status: 1,
        imageUrl: null,
        link: '/marketplace/7',
      },
    })
    const card = screen.getByRole('link', { name: /Время на ЯМР/ })
    expect(card.getAttribute('href')).toBe('/marketplace/7')
    expect(card.textContent).toMatch(/1[,\s]500/)
    expect(card.textContent).toContain(i18next.t('marketplace.kind.1'))
    expect(screen.getByText('Здравствуйте! Свободно ли время?')).toBeTruthy()
  })

  it('says a listing without a price is negotiable, and that a closed one is closed', () => {
    renderMessage({
      ...message(''),
      listing: {
        id: 8,
        title: 'Перевод статьи',
        kind: 2,
        price: null,
        status: 2,
        imageUrl: null,
        link: '/marketplace/8',
      },
    })
    const card = screen.getByRole('link', { name: /Перевод статьи/ })
    expect(card.textContent).toContain(i18next.t('marketplace.negotiable'))
    expect(card.textContent).toContain(i18next.t('marketplace.status.2'))
  })

  it("makes the addresses of a message's text links, in the bubble's own colour", async () => {
    renderBubble(`Смотри ${window.location.origin}/userPost/4, а ещё https://example.org`, false)
    expect(
      (await screen.findByRole('link', { name: `${window.location.origin}/userPost/4` })).getAttribute(
        'href',
      ),
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

describe('MessageBubble of a call', () => {
  beforeEach(async () => {
    await i18next.changeLanguage('ru')
  })

  const callBubble = (type: number, ownerId: number, over: Partial<ChatMessage['call'] & object> = {}) =>
    renderMessage({
      ...message(''),
      type,
      text: null,
      ownerId,
      call: { callId: 2, type: 1, userIds: [], durationSec: null, ...over },
    })

  it('shows an ended call as a centred notice with its length, not as a bubble', () => {
    const { container } = callBubble(MessageType.CallEnded, 5, { durationSec: 125 })
    const item = container.querySelector('#message-11')
    expect(item?.getAttribute('data-call-notice')).toBe(String(MessageType.CallEnded))
    expect(screen.getByText('Звонок завершён · 2:05')).toBeTruthy()
    expect(item?.querySelector('svg')).not.toBeNull()
  })

  it('says who started a call', () => {
    callBubble(MessageType.VideoCallStarted, 5)
    expect(screen.getByText('Видеозвонок')).toBeTruthy()
    expect(screen.getByText(/Алиса Адамс/)).toBeTruthy()
  })

  it('words a declined call', () => {
    callBubble(MessageType.CallDeclined, 5)
    expect(screen.getByText('Звонок отклонён')).toBeTruthy()
  })
})
