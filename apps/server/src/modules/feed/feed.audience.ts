import { Dictionary, formatRef, groupChannel, userChannel } from '@nauka/contracts'

/** A new post as the feed's rules see it. */
export interface NewPost {
  authorId: number
  /** Published to the platform news. */
  news: boolean
  /** Its science areas (40:n), in the post's order. */
  topics: number[]
  /** The group it was posted in: then only the group's channel brings it. */
  groupId: number | null
}

/** Who relates to the new post's author and its channels, as the database answers (feed.live.queries). */
export interface AudienceFacts {
  /** Users following the author who did not switch the author's channel off. */
  followers: number[]
  /** Users the author blocked or who blocked the author. */
  blocked: number[]
  /** Users who switched the news off (asked only for a news post). */
  newsOff: number[]
  /** Users with a science area of the post switched on (asked only for a post with topics). */
  areaReaders: { userId: number; area: number }[]
  /** Users with the post's group channel on (asked only for a post in a group). */
  groupReaders: number[]
}

/** One group of readers and the channel shown to them as the item's `source`. */
export interface AudienceGroup {
  source: string
  userIds: number[]
}

/** Who gets a new post live: groups by the channel shown to them, and the news group. */
export interface Audience {
  groups: AudienceGroup[]
  /** The news group: every user but these (null: not a news post). */
  newsExcept: number[] | null
}

/**
 * Who gets a new post live, by the same rules as the feed query (feed.queries `feedSkeletonQuery`)
 * and the posts module's reading rule: the author and their followers (author's channel), for a news
 * post every other user but those who switched the news off (news channel), and readers of the
 * post's science areas (the first of its areas they switched on), each reader once under the first
 * channel that brings the post (author, news, area, as the feed lists it). Users blocked either way
 * with the author get nothing. The news goes to "everyone except", so it costs the few exceptions,
 * not the number of users.
 */
export function newPostAudience(post: NewPost, facts: AudienceFacts): Audience {
  const blocked = new Set(facts.blocked)
  // A group's post belongs to the group's channel: never to the author's followers nor an area's.
  if (post.groupId !== null)
    return {
      groups: [
        {
          source: groupChannel(post.groupId),
          userIds: [...new Set(facts.groupReaders)].filter((id) => !blocked.has(id)),
        },
      ],
      newsExcept: null,
    }
  const byAuthor = [...new Set([post.authorId, ...facts.followers])].filter((id) => !blocked.has(id))
  const served = new Set(byAuthor)
  const newsOff = new Set(facts.newsOff)
  // A news reader gets the post under the news already; an area brings it only to the others.
  const getsNews = (userId: number) => post.news && !newsOff.has(userId)
  const newsExcept = post.news ? [...new Set([...served, ...blocked, ...newsOff])] : null

  const switchedOn = new Map<number, Set<number>>()
  for (const { userId, area } of facts.areaReaders) {
    if (served.has(userId) || blocked.has(userId) || getsNews(userId)) continue
    switchedOn.set(userId, (switchedOn.get(userId) ?? new Set()).add(area))
  }
  const areas = new Map<number, number[]>()
  for (const [userId, own] of switchedOn) {
    const area = post.topics.find((topic) => own.has(topic))
    if (area === undefined) continue
    const group = areas.get(area) ?? []
    group.push(userId)
    areas.set(area, group)
  }

  return {
    groups: [
      { source: userChannel(post.authorId), userIds: byAuthor },
      ...[...areas].map(([area, userIds]) => ({ source: formatRef(Dictionary.scienceArea, area), userIds })),
    ],
    newsExcept,
  }
}
