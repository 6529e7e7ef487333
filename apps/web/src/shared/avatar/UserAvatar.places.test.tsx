import { CommentSort, CommentView, MessageType } from '@nauka/contracts'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ChatListItem } from '../../features/chats/ChatListItem'
import { DialogHeader } from '../../features/chats/dialog/DialogHeader'
import { MessageBubble } from '../../features/chats/dialog/MessageBubble'
import { dialogOf, messageOf } from '../../features/chats/dialog/test-data'
import { GroupMemberRow } from '../../features/chats/GroupMemberRow'
import { FollowRow } from '../../features/followers/FollowRow'
import { PostCard } from '../../features/posts/card/PostCard'
import { CommentItem } from '../../features/posts/comments/CommentItem'
import { commentOf, postOf } from '../../features/posts/comments/test-data'
import { ThreadContext } from '../../features/posts/comments/thread-context'
import { ProfileHeader } from '../../features/profile/ProfileHeader'
import { stubFetch } from '../../test/fetchStub'
import { profileOf } from '../../test/profile'
import { renderInApp } from '../../test/renderApp'

/** One person without a photo, met in every place that shows people. */
const ADA = { id: 42, first: 'Ада', last: 'Лавлейс', full: 'Ада Лавлейс' }
const person = { rEntity: `202:${ADA.id}`, fullName: ADA.full, imageUrl: null }
const chatUser = { userId: ADA.id, fullName: ADA.full, nickname: null, image: null, role: 0 as const }

const noop = () => {}
const post = postOf(5, { rAuthor: person.rEntity, authorInfo: person })

const PLACES: Record<string, () => ReactNode> = {
  'profile header': () => (
    <ProfileHeader
      profile={profileOf(ADA.id, { firstName: ADA.first, lastName: ADA.last, fullName: ADA.full })}
      own={false}
    />
  ),
  'post card': () => <PostCard post={post} />,
  comment: () => (
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
      <CommentItem comment={commentOf(1, { rAuthor: person.rEntity, authorInfo: person })} depth={0} />
    </ThreadContext.Provider>
  ),
  'chat list': () => <ChatListItem dialog={dialogOf(7, { interlocutor: chatUser })} selected={false} />,
  'chat header': () => <DialogHeader dialog={dialogOf(7, { interlocutor: chatUser })} onSearch={noop} />,
  'group message': () => (
    <ul>
      <MessageBubble
        message={messageOf(1, { ownerId: ADA.id, type: MessageType.TextMessage })}
        mine={false}
        showAuthor
        members={new Map([[ADA.id, chatUser]])}
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
  'group member': () => (
    <ul>
      <GroupMemberRow user={chatUser} me={false} manage={false} busy={false} onRemove={noop} onAdmin={noop} />
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

/** The avatar a place drew: its letters and its fill. */
const avatarIn = (place: () => ReactNode) => {
  const { container, unmount } = renderInApp(place())
  const avatar = container.querySelector<HTMLElement>('.MuiAvatar-root')
  const seen = {
    initials: avatar?.textContent ?? null,
    fill: avatar ? getComputedStyle(avatar).backgroundColor : null,
  }
  unmount()
  return seen
}

beforeEach(async () => {
  stubFetch()
  await i18next.changeLanguage('ru')
})

describe('a person without a photo', () => {
  it('has the same initials and the same colour in every place', () => {
    const seen = Object.fromEntries(Object.entries(PLACES).map(([where, place]) => [where, avatarIn(place)]))
    const profile = seen['profile header']
    expect(profile?.initials).toBe('АЛ')
    expect(profile?.fill).toBeTruthy()
    for (const [where, look] of Object.entries(seen))
      expect({ where, ...look }).toEqual({ where, ...profile })
  })

  it('gets another colour than someone else with the same initials', () => {
    const other = { ...chatUser, userId: 43 }
    const first = avatarIn(() => (
      <ChatListItem dialog={dialogOf(7, { interlocutor: chatUser })} selected={false} />
    ))
    const second = avatarIn(() => (
      <ChatListItem dialog={dialogOf(8, { interlocutor: other })} selected={false} />
    ))
    expect(second.initials).toBe(first.initials)
    expect(second.fill).not.toBe(first.fill)
  })
})

describe('a group without an image', () => {
  it('has the initials of its name and one colour in the chat list and its header', () => {
    const group = dialogOf(9, { dialogType: 2, dialogName: 'Лаборатория Кюри', interlocutor: null })
    const listed = avatarIn(() => <ChatListItem dialog={group} selected={false} />)
    const opened = avatarIn(() => <DialogHeader dialog={group} onSearch={noop} />)
    expect(listed.initials).toBe('ЛК')
    expect(opened).toEqual(listed)
  })
})
