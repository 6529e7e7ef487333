import { CommentSort, CommentView } from '@nauka/contracts'
import { screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChatListItem } from '../../features/chats/ChatListItem'
import { DialogHeader } from '../../features/chats/dialog/DialogHeader'
import { MessageBubble } from '../../features/chats/dialog/MessageBubble'
import { dialogOf, messageOf } from '../../features/chats/dialog/test-data'
import { PostCard } from '../../features/posts/card/PostCard'
import { CommentItem } from '../../features/posts/comments/CommentItem'
import { commentOf, postOf } from '../../features/posts/comments/test-data'
import { ThreadContext } from '../../features/posts/comments/thread-context'
import { stubFetch } from '../../test/fetchStub'
import { renderInApp } from '../../test/renderApp'

// The reader's clock, in the machine's own zone so the words hold in any time zone.
const NOW = new Date(2026, 10, 23, 8, 39)
const FIVE_MIN_AGO = new Date(NOW.getTime() - 5 * 60_000).toISOString()
const noop = () => {}
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ')

/** The only `<time>` of what was rendered: its words, its tooltip and its value. */
const timeShown = () => {
  const times = document.querySelectorAll('time')
  expect(times).toHaveLength(1)
  const time = times[0]
  return { text: plain(time?.textContent), title: plain(time?.getAttribute('title')), value: time?.dateTime }
}

const post = postOf(5, { publicationDate: FIVE_MIN_AGO })
const inThread = (ui: ReactNode) => (
  <ThreadContext.Provider
    value={{
      post,
      myRef: null,
      view: CommentView.Tree,
      sort: CommentSort.InOrder,
      mayComment: false,
      replyingTo: null,
      setReplyingTo: noop,
    }}
  >
    {ui}
  </ThreadContext.Provider>
)

const RECENT: Record<string, () => ReactNode> = {
  post: () => <PostCard post={post} />,
  comment: () =>
    inThread(<CommentItem comment={commentOf(1, { publicationDate: FIVE_MIN_AGO })} depth={0} />),
  'chat list': () => (
    <ChatListItem
      dialog={dialogOf(7, { lastMessage: messageOf(1, { createdAt: FIVE_MIN_AGO }) })}
      selected={false}
    />
  ),
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  stubFetch()
})

afterEach(() => {
  vi.useRealTimers()
})

describe.each([
  {
    lang: 'ru',
    ago: '5 минут назад',
    short: '5 мин. назад',
    clock: '08:34',
    full: '23 ноября 2026 г. в 08:34',
  },
  {
    lang: 'en',
    ago: '5 minutes ago',
    short: '5 min. ago',
    clock: '8:34 AM',
    full: 'November 23, 2026 at 8:34 AM',
  },
])('in $lang', ({ lang, ago, short, clock, full }) => {
  beforeEach(async () => {
    await i18next.changeLanguage(lang)
  })

  it.each(Object.keys(RECENT))('says how long ago for a %s, with the full date on hover', (where) => {
    renderInApp(RECENT[where]?.())
    const words = where === 'chat list' ? short : ago
    expect(timeShown()).toEqual({ text: words, title: full, value: FIVE_MIN_AGO })
  })

  it('gives a message its clock time, with the full date on hover', () => {
    renderInApp(
      <ul>
        <MessageBubble
          message={messageOf(1, { createdAt: FIVE_MIN_AGO })}
          mine={false}
          showAuthor={false}
          members={new Map()}
          canEdit={false}
          canDelete={false}
          editing={false}
          highlighted={false}
          onEdit={noop}
          onCancelEdit={noop}
          onSaveEdit={async () => {}}
          onDelete={noop}
          elementRef={null}
        />
      </ul>,
    )
    expect(timeShown()).toEqual({ text: clock, title: full, value: FIVE_MIN_AGO })
  })

  it('says when the other person was last seen, in words', () => {
    renderInApp(
      <DialogHeader
        dialog={dialogOf(7, { status: { isOnline: false, lastSeen: FIVE_MIN_AGO } })}
        onSearch={noop}
      />,
    )
    expect(screen.getByText(i18next.t('chatDialog.header.lastSeen', { time: ago }))).toBeTruthy()
    expect(timeShown().title).toBe(full)
  })
})
