import { CommentSort, CommentView, MessageType, NotificationKind } from '@nauka/contracts'
import { screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ChatListItem } from '../features/chats/ChatListItem'
import { DialogHeader } from '../features/chats/dialog/DialogHeader'
import { MessageBubble } from '../features/chats/dialog/MessageBubble'
import { dialogOf, messageOf } from '../features/chats/dialog/test-data'
import { FollowRow } from '../features/followers/FollowRow'
import { commentToastText } from '../features/notifications/model'
import { PostCard } from '../features/posts/card/PostCard'
import { CommentItem } from '../features/posts/comments/CommentItem'
import { commentOf, postOf } from '../features/posts/comments/test-data'
import { ThreadContext } from '../features/posts/comments/thread-context'
import { ProfileHeader } from '../features/profile/ProfileHeader'
import { stubFetch } from '../test/fetchStub'
import { profileOf } from '../test/profile'
import { renderInApp } from '../test/renderApp'

/** Someone who filled in the English form of her name too. */
const ID = 42
const names = { fullName: 'Мария Кюри', fullNameEn: 'Marie Curie' }
const person = { rEntity: `202:${ID}`, ...names, imageUrl: null }
const chatUser = { userId: ID, ...names, nickname: null, image: null, role: 0 as const }
const noop = () => {}
const post = postOf(5, { rAuthor: person.rEntity, authorInfo: person })

const PLACES: Record<string, () => ReactNode> = {
  'profile header': () => (
    <ProfileHeader
      profile={profileOf(ID, {
        firstName: 'Мария',
        lastName: 'Кюри',
        firstNameEn: 'Marie',
        lastNameEn: 'Curie',
        ...names,
      })}
      own={false}
    />
  ),
  'post card': () => <PostCard post={post} />,
  comment: () => (
    <ThreadContext.Provider
      value={{
        post,
        myRef: null,
        view: CommentView.Linear,
        sort: CommentSort.InOrder,
        mayComment: false,
        replyingTo: null,
        setReplyingTo: noop,
      }}
    >
      <CommentItem comment={commentOf(1, { rAuthor: person.rEntity, authorInfo: person })} depth={0} />
    </ThreadContext.Provider>
  ),
  'chat list': () => (
    <ChatListItem
      dialog={dialogOf(7, { interlocutor: chatUser, dialogName: names.fullName })}
      selected={false}
    />
  ),
  'chat header': () => (
    <DialogHeader
      dialog={dialogOf(7, { interlocutor: chatUser, dialogName: names.fullName })}
      onSearch={noop}
    />
  ),
  'group message': () => (
    <ul>
      <MessageBubble
        message={messageOf(1, { ownerId: ID, type: MessageType.TextMessage })}
        mine={false}
        showAuthor
        members={new Map([[ID, chatUser]])}
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
    </ul>
  ),
  'follow list': () => (
    <FollowRow
      record={{ ...person, subscribed: false, blocked: false }}
      myId={1}
      myFollower={false}
      busy={false}
      onToggle={noop}
      onRemove={noop}
    />
  ),
}

beforeEach(() => {
  stubFetch()
})

describe.each([
  { lang: 'en', name: 'Marie Curie', other: 'Мария Кюри', initials: 'MC' },
  { lang: 'ru', name: 'Мария Кюри', other: 'Marie Curie', initials: 'МК' },
])('in the $lang interface', ({ lang, name, other, initials }) => {
  beforeEach(async () => {
    await i18next.changeLanguage(lang)
  })

  it.each(Object.keys(PLACES))('the %s names the person in that language', (where) => {
    const { container } = renderInApp(PLACES[where]?.())
    expect(screen.getAllByText(name).length).toBeGreaterThan(0)
    expect(screen.queryByText(other)).toBeNull()
    expect(container.querySelector('.MuiAvatar-root')?.textContent).toBe(initials)
  })

  it('the comment toast names its author in that language', () => {
    const text = commentToastText(
      {
        kind: NotificationKind.PostComment,
        authorName: names.fullName,
        authorNameEn: names.fullNameEn,
        postTitle: 'P',
      },
      '?',
    )
    expect(text.values.name).toBe(name)
  })
})
