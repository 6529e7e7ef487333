import { describe, expect, it } from 'vitest'
import { feedItemOf, postOf } from '../../test/posts'
import {
  channelChanges,
  channelKind,
  feedItems,
  groupChannels,
  nextFeedCursor,
  switchesOf,
  toggledChannel,
  withToggle,
} from './model'

const channels = [
  { source: '202:9', subscribed: true, name: 'Сергей Королёв' },
  { source: '40:1', subscribed: false, name: 'Естественные науки' },
  { source: 'news', subscribed: true, name: 'Новости платформы' },
  { source: '202:7', subscribed: false, name: 'Ада Лавлейс' },
]

describe('channel settings model', () => {
  it('sorts channels into researchers, science areas, groups and platform news; unknown sources are left out', () => {
    expect(channelKind('202:9')).toBe('researcher')
    expect(channelKind('40:3')).toBe('area')
    expect(channelKind('news')).toBe('news')
    expect(channelKind('401:4')).toBe('group')
    expect(channelKind('302:1')).toBeNull()
    const groups = groupChannels([
      ...channels,
      { source: '302:1', subscribed: true, name: 'x' },
      { source: '401:5', subscribed: true, name: 'Лаборатория Б' },
      { source: '401:4', subscribed: false, name: 'Лаборатория А' },
    ])
    expect(groups.researcher.map((c) => c.source)).toEqual(['202:7', '202:9'])
    expect(groups.area.map((c) => c.source)).toEqual(['40:1'])
    expect(groups.news.map((c) => c.source)).toEqual(['news'])
    expect(groups.group.map((c) => c.source)).toEqual(['401:4', '401:5'])
  })

  it('toggles to the inverse of the current subscribed value (SPEC 4)', () => {
    expect(toggledChannel({ source: '40:1', subscribed: false })).toEqual({
      source: '40:1',
      subscribed: true,
    })
    expect(toggledChannel({ source: 'news', subscribed: true })).toEqual({
      source: 'news',
      subscribed: false,
    })
    const once = withToggle(switchesOf(channels), '202:9')
    expect(once['202:9']).toBe(false)
    expect(withToggle(once, '202:9')['202:9']).toBe(true)
  })

  it('saves only the changed channels, without their names (SPEC 7)', () => {
    const switches = withToggle(withToggle(switchesOf(channels), '40:1'), 'news')
    expect(channelChanges(channels, switches)).toEqual([
      { source: '40:1', subscribed: true },
      { source: 'news', subscribed: false },
    ])
    // Switched on and back off again: nothing to send.
    expect(channelChanges(channels, withToggle(withToggle(switchesOf(channels), '40:1'), '40:1'))).toEqual([])
  })
})

describe('feed paging', () => {
  it('continues after the last item (its date and post id) while the page says there is more', () => {
    const last = feedItemOf(postOf(2))
    expect(nextFeedCursor({ elements: [feedItemOf(postOf(1)), last], hasMore: true })).toEqual({
      since: last.pubDate,
      sinceId: 2,
    })
    expect(nextFeedCursor({ elements: [last], hasMore: false })).toBeUndefined()
    expect(nextFeedCursor({ elements: [], hasMore: true })).toBeUndefined()
  })

  it('shows a post met on two pages once', () => {
    const pages = [
      { elements: [feedItemOf(postOf(1)), feedItemOf(postOf(2))], hasMore: true },
      { elements: [feedItemOf(postOf(2)), feedItemOf(postOf(3))], hasMore: false },
    ]
    expect(feedItems(pages).map((item) => item.body.id)).toEqual([1, 2, 3])
  })
})
