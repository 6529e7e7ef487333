import { describe, expect, it } from 'vitest'
import { type AudienceFacts, newPostAudience } from './feed.audience'

const AUTHOR = 1
const none: AudienceFacts = { followers: [], blocked: [], newsOff: [], areaReaders: [], groupReaders: [] }
const post = (overrides: { news?: boolean; topics?: number[]; groupId?: number } = {}) => ({
  authorId: AUTHOR,
  news: false,
  topics: [],
  groupId: null as number | null,
  ...overrides,
})

describe('who gets a new post live', () => {
  it('sends a post to its author and their followers under the author’s channel', () => {
    expect(newPostAudience(post(), { ...none, followers: [2, 3] })).toEqual({
      groups: [{ source: '202:1', userIds: [1, 2, 3] }],
      newsExcept: null,
    })
  })

  it('leaves out users blocked either way, even when they follow or read the area', () => {
    const audience = newPostAudience(post({ topics: [7] }), {
      ...none,
      followers: [2, 3],
      blocked: [3, 4],
      areaReaders: [{ userId: 4, area: 7 }],
    })
    expect(audience).toEqual({ groups: [{ source: '202:1', userIds: [1, 2] }], newsExcept: null })
  })

  it('sends a news post to everyone but the author’s group, the blocked and those who switched the news off', () => {
    const audience = newPostAudience(post({ news: true }), {
      ...none,
      followers: [2],
      blocked: [5],
      newsOff: [6],
    })
    expect(audience.groups).toEqual([{ source: '202:1', userIds: [1, 2] }])
    expect(audience.newsExcept?.sort()).toEqual([1, 2, 5, 6])
  })

  it('brings a post to area readers under the first of its areas they switched on', () => {
    const audience = newPostAudience(post({ topics: [7, 8] }), {
      ...none,
      followers: [2],
      areaReaders: [
        { userId: 2, area: 7 },
        { userId: 3, area: 8 },
        { userId: 3, area: 7 },
        { userId: 4, area: 8 },
      ],
    })
    expect(audience.groups).toEqual([
      { source: '202:1', userIds: [1, 2] },
      { source: '40:7', userIds: [3] },
      { source: '40:8', userIds: [4] },
    ])
  })

  it('brings a news post by area only to readers who switched the news off', () => {
    const audience = newPostAudience(post({ news: true, topics: [7] }), {
      ...none,
      newsOff: [3],
      areaReaders: [
        { userId: 2, area: 7 },
        { userId: 3, area: 7 },
      ],
    })
    expect(audience.groups).toEqual([
      { source: '202:1', userIds: [1] },
      { source: '40:7', userIds: [3] },
    ])
    expect(audience.newsExcept?.sort()).toEqual([1, 3])
  })

  it("sends a group's post to the group's channel readers only, never the author's followers", () => {
    const audience = newPostAudience(post({ groupId: 5, topics: [7] }), {
      ...none,
      followers: [2],
      blocked: [4],
      areaReaders: [{ userId: 6, area: 7 }],
      groupReaders: [1, 3, 4],
    })
    expect(audience).toEqual({ groups: [{ source: '401:5', userIds: [1, 3] }], newsExcept: null })
  })
})
