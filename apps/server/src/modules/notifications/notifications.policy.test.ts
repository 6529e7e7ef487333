import { NotificationKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { type CommentAudience, commentCandidates, commentRecipients } from './notifications.policy'
import { EXCERPT_MAX, excerptOf } from './notifications.present'

const AUTHOR = 1
const COMMENTER = 2
const PARENT_AUTHOR = 3

const audience = (overrides: Partial<CommentAudience> = {}): CommentAudience => ({
  commenterId: COMMENTER,
  postAuthorId: AUTHOR,
  parentAuthorId: null,
  muted: new Set(),
  blocked: new Set(),
  unreadable: new Set(),
  switchedOff: { comments: new Set(), replies: new Set() },
  ...overrides,
})

describe('commentRecipients', () => {
  it("tells the post's author of a comment on the post", () => {
    expect(commentRecipients(audience())).toEqual([{ userId: AUTHOR, kind: NotificationKind.PostComment }])
  })

  it('tells nobody of their own comment', () => {
    expect(commentRecipients(audience({ commenterId: AUTHOR }))).toEqual([])
    expect(commentRecipients(audience({ commenterId: AUTHOR, parentAuthorId: AUTHOR }))).toEqual([])
  })

  it("tells the post's author and the author answered of a reply, each once", () => {
    expect(commentRecipients(audience({ parentAuthorId: PARENT_AUTHOR }))).toEqual([
      { userId: AUTHOR, kind: NotificationKind.PostComment },
      { userId: PARENT_AUTHOR, kind: NotificationKind.CommentReply },
    ])
  })

  it("tells the post's author once when the reply answers their own comment", () => {
    expect(commentRecipients(audience({ parentAuthorId: AUTHOR }))).toEqual([
      { userId: AUTHOR, kind: NotificationKind.PostComment },
    ])
  })

  it('does not tell the commenter of a reply to their own comment, but still the post author', () => {
    expect(commentRecipients(audience({ parentAuthorId: COMMENTER }))).toEqual([
      { userId: AUTHOR, kind: NotificationKind.PostComment },
    ])
  })

  it('stays silent for users who switched the post off', () => {
    expect(commentRecipients(audience({ muted: new Set([AUTHOR]) }))).toEqual([])
    expect(
      commentRecipients(audience({ parentAuthorId: PARENT_AUTHOR, muted: new Set([PARENT_AUTHOR]) })),
    ).toEqual([{ userId: AUTHOR, kind: NotificationKind.PostComment }])
  })

  it('a post author who switched the post off still hears nothing of a reply to their comment', () => {
    expect(commentRecipients(audience({ parentAuthorId: AUTHOR, muted: new Set([AUTHOR]) }))).toEqual([])
  })

  it('never tells a user with a block either way with the commenter', () => {
    expect(commentRecipients(audience({ blocked: new Set([AUTHOR]) }))).toEqual([])
    expect(
      commentRecipients(audience({ parentAuthorId: PARENT_AUTHOR, blocked: new Set([PARENT_AUTHOR]) })),
    ).toEqual([{ userId: AUTHOR, kind: NotificationKind.PostComment }])
  })

  it('does not tell the author answered who may no longer read the post', () => {
    expect(
      commentRecipients(audience({ parentAuthorId: PARENT_AUTHOR, unreadable: new Set([PARENT_AUTHOR]) })),
    ).toEqual([{ userId: AUTHOR, kind: NotificationKind.PostComment }])
  })
})

describe('commentRecipients and the notification switches (settings 132:21, 132:22)', () => {
  const off = (comments: number[], replies: number[]) => ({
    switchedOff: { comments: new Set(comments), replies: new Set(replies) },
  })

  it('keeps a post author who switched comments off out, and the author answered who switched replies off', () => {
    expect(commentRecipients(audience(off([AUTHOR], [])))).toEqual([])
    expect(commentRecipients(audience({ parentAuthorId: PARENT_AUTHOR, ...off([AUTHOR], []) }))).toEqual([
      { userId: PARENT_AUTHOR, kind: NotificationKind.CommentReply },
    ])
    expect(
      commentRecipients(audience({ parentAuthorId: PARENT_AUTHOR, ...off([], [PARENT_AUTHOR]) })),
    ).toEqual([{ userId: AUTHOR, kind: NotificationKind.PostComment }])
  })

  it("each switch stops its own kind only: replies off leaves the post author's comments on", () => {
    expect(commentRecipients(audience(off([], [AUTHOR])))).toEqual([
      { userId: AUTHOR, kind: NotificationKind.PostComment },
    ])
    expect(
      commentRecipients(audience({ parentAuthorId: PARENT_AUTHOR, ...off([PARENT_AUTHOR], []) })),
    ).toEqual([
      { userId: AUTHOR, kind: NotificationKind.PostComment },
      { userId: PARENT_AUTHOR, kind: NotificationKind.CommentReply },
    ])
  })

  it('tells a post author who switched comments off of a reply to their own comment, as a reply', () => {
    expect(commentRecipients(audience({ parentAuthorId: AUTHOR, ...off([AUTHOR], []) }))).toEqual([
      { userId: AUTHOR, kind: NotificationKind.CommentReply },
    ])
    expect(commentRecipients(audience({ parentAuthorId: AUTHOR, ...off([AUTHOR], [AUTHOR]) }))).toEqual([])
  })

  it('a switch never overrides a post switched off or a block', () => {
    expect(
      commentRecipients(audience({ parentAuthorId: AUTHOR, muted: new Set([AUTHOR]), ...off([AUTHOR], []) })),
    ).toEqual([])
    expect(commentRecipients(audience({ blocked: new Set([AUTHOR]) }))).toEqual([])
  })
})

describe('commentCandidates', () => {
  it('names the post author and the author answered, without the commenter or repeats', () => {
    expect(commentCandidates({ commenterId: COMMENTER, postAuthorId: AUTHOR, parentAuthorId: null })).toEqual(
      [AUTHOR],
    )
    expect(
      commentCandidates({ commenterId: COMMENTER, postAuthorId: AUTHOR, parentAuthorId: PARENT_AUTHOR }),
    ).toEqual([AUTHOR, PARENT_AUTHOR])
    expect(commentCandidates({ commenterId: AUTHOR, postAuthorId: AUTHOR, parentAuthorId: AUTHOR })).toEqual(
      [],
    )
  })
})

describe('excerptOf', () => {
  it('keeps a short text and cuts a long one to the limit, marking the cut', () => {
    expect(excerptOf('  short  ')).toBe('short')
    const long = excerptOf('a'.repeat(500))
    expect(Array.from(long)).toHaveLength(EXCERPT_MAX)
    expect(long.endsWith('…')).toBe(true)
  })

  it('never splits a character made of two UTF-16 units', () => {
    const text = '😀'.repeat(300)
    const excerpt = excerptOf(text)
    expect(Array.from(excerpt)).toHaveLength(EXCERPT_MAX)
    expect(excerpt.slice(0, -1)).toBe('😀'.repeat(EXCERPT_MAX - 1))
  })
})
