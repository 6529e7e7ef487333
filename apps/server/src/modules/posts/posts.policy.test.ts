import { AttachmentMessage, BYTES_PER_MB, FeedKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { attachmentRefusal, canEditPost, canPublishTo, canReadPost, isNewsAuthor } from './posts.policy'
import { POST_ACTIVE, POST_INACTIVE } from './posts.queries'

const author = { id: 1 }
const other = { id: 2 }
const post = { authorId: 1, status: POST_ACTIVE }

describe('posts policy', () => {
  it('lets only the author edit', () => {
    expect(canEditPost(author, post)).toBe(true)
    expect(canEditPost(other, post)).toBe(false)
    expect(canEditPost(null, post)).toBe(false)
  })

  it('lets everyone signed in read an active post unless a block stands between them', () => {
    expect(canReadPost(author, post, false)).toBe(true)
    expect(canReadPost(other, post, false)).toBe(true)
    expect(canReadPost(other, post, true)).toBe(false)
    expect(canReadPost(null, post, false)).toBe(false)
    expect(canReadPost(author, { ...post, status: POST_INACTIVE }, false)).toBe(false)
  })

  it('lets only those who may read the publication read a post announcing it, its author too', () => {
    const announcing = { ...post, publicationId: '00000000-0000-4000-8000-000000000001' }
    expect(canReadPost(other, announcing, false, true)).toBe(true)
    expect(canReadPost(other, announcing, false, false)).toBe(false)
    // A deleted publication is no one's to read: its announcement goes with it.
    expect(canReadPost(author, announcing, false, false)).toBe(false)
    expect(canReadPost(other, announcing, true, true)).toBe(false)
    // Any other post does not depend on a publication.
    expect(canReadPost(other, { ...post, publicationId: null }, false, false)).toBe(true)
  })

  it('keeps the news feed to news authors with a confirmed configured e-mail', () => {
    const emails = new Set(['ed@example.org'])
    expect(canPublishTo(FeedKind.User, false)).toBe(true)
    expect(canPublishTo(FeedKind.News, false)).toBe(false)
    expect(isNewsAuthor({ email: 'Ed@Example.org', emailVerified: true }, emails)).toBe(true)
    expect(isNewsAuthor({ email: 'ed@example.org', emailVerified: false }, emails)).toBe(false)
    expect(isNewsAuthor({ email: 'me@example.org', emailVerified: true }, emails)).toBe(false)
  })

  it('counts attached files against 10 files and 100 MB', () => {
    expect(attachmentRefusal([1, 2], [3])).toBeNull()
    expect(attachmentRefusal(Array(9).fill(1), [1, 1])).toBe(AttachmentMessage.tooMany)
    expect(attachmentRefusal([100 * BYTES_PER_MB], [])).toBeNull()
    expect(attachmentRefusal([100 * BYTES_PER_MB], [1])).toBe(AttachmentMessage.tooLarge)
  })
})
