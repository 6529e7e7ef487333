import { type ChannelSubscriptionChanges, FeedPage } from '@nauka/contracts'
import { expect } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'

/** Test helpers of the feed: following, switching channels, reading pages. */

export const follow = async (
  client: Client,
  target: TestUser,
  change: { subscribed?: boolean; blocked?: boolean } = { subscribed: true },
) => {
  const res = await client('PATCH', '/api/core/user_subscription', [
    { rEntity: `202:${target.id}`, ...change },
  ])
  expect(res.statusCode, res.body).toBe(200)
}

export const switchChannels = async (
  client: Client,
  reader: TestUser,
  changes: ChannelSubscriptionChanges,
) => {
  const res = await client('POST', `/api/core/user_messages/channels/subscriptions/${reader.id}`, changes)
  expect(res.statusCode, res.body).toBe(200)
  return res
}

/** One page of the reader's feed (`query` without the leading `?`). */
export const feedPage = async (client: Client, reader: TestUser, query = ''): Promise<FeedPage> => {
  const res = await client('POST', `/api/core/user_messages/list/${reader.id}${query ? `?${query}` : ''}`)
  expect(res.statusCode, res.body).toBe(200)
  return FeedPage.parse(res.json())
}

/** Post ids of the first page of the reader's feed, newest first. */
export const feedIds = async (client: Client, reader: TestUser): Promise<number[]> =>
  (await feedPage(client, reader, 'pageSize=100')).elements.map((item) => item.body.id)

/** The query of the page after `page`: the last item's date and id. */
export const nextPageQuery = (page: FeedPage, dateParam = 'since'): string => {
  const last = page.elements.at(-1)
  if (!last) throw new Error('an empty page has no next page')
  return `${dateParam}=${encodeURIComponent(last.pubDate)}&sinceId=${last.body.id}`
}
