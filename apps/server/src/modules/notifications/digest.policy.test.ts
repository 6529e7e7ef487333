import { describe, expect, it } from 'vitest'
import { DIGEST_MAX_POSTS, DIGEST_PERIOD_MS, digestPosts, digestSince, isDigestDue } from './digest.policy'

const NOW = new Date('2030-03-10T08:00:00.000Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)

describe('isDigestDue', () => {
  it('is due for a user never sent one, and once a whole period has passed since the last', () => {
    expect(isDigestDue(null, NOW)).toBe(true)
    expect(isDigestDue(ago(DIGEST_PERIOD_MS), NOW)).toBe(true)
    expect(isDigestDue(ago(DIGEST_PERIOD_MS + 1), NOW)).toBe(true)
  })

  it('is not due within the period', () => {
    expect(isDigestDue(ago(DIGEST_PERIOD_MS - 1), NOW)).toBe(false)
    expect(isDigestDue(NOW, NOW)).toBe(false)
  })
})

describe('digestSince', () => {
  it('covers what came since the last digest, or the last period for the first one', () => {
    expect(digestSince(ago(DIGEST_PERIOD_MS + 3_600_000), NOW)).toEqual(ago(DIGEST_PERIOD_MS + 3_600_000))
    expect(digestSince(null, NOW)).toEqual(ago(DIGEST_PERIOD_MS))
  })
})

describe('digestPosts', () => {
  const post = (id: number, at: Date) => ({ id, publicationDate: at.toISOString() })

  it('keeps the posts published after `since`, newest first as the feed gives them', () => {
    const since = ago(10_000)
    const feed = [post(3, ago(1_000)), post(2, ago(9_999)), post(1, since), post(0, ago(20_000))]
    expect(digestPosts(feed, since).map((p) => p.id)).toEqual([3, 2])
  })

  it(`names at most ${DIGEST_MAX_POSTS} posts`, () => {
    const feed = Array.from({ length: DIGEST_MAX_POSTS + 5 }, (_, i) => post(i, ago(i + 1)))
    expect(digestPosts(feed, ago(1_000_000))).toHaveLength(DIGEST_MAX_POSTS)
  })
})
