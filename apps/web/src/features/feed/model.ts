import {
  type ChannelSubscription,
  type ChannelSubscriptionChanges,
  Dictionary,
  type FeedItem,
  type FeedPage,
  NEWS_CHANNEL,
  parseRef,
} from '@nauka/contracts'

/** SPEC 3: where a channel's posts come from; issue 18 adds groups (`401:<id>`, named by the group). */
export type ChannelKind = 'researcher' | 'area' | 'group' | 'news'

export const channelKind = (source: string): ChannelKind | null => {
  if (source === NEWS_CHANNEL) return 'news'
  const ref = parseRef(source)
  if (ref?.dictionary === Dictionary.user) return 'researcher'
  if (ref?.dictionary === Dictionary.scienceArea) return 'area'
  if (ref?.dictionary === Dictionary.group) return 'group'
  return null
}

export type ChannelGroups = Record<ChannelKind, ChannelSubscription[]>

/** The channel settings' sections: researchers followed, science areas, groups, platform news. */
export const groupChannels = (channels: readonly ChannelSubscription[]): ChannelGroups => {
  const groups: ChannelGroups = { researcher: [], area: [], group: [], news: [] }
  for (const channel of channels) {
    const kind = channelKind(channel.source)
    if (kind) groups[kind].push(channel)
  }
  groups.researcher.sort((a, b) => a.name.localeCompare(b.name))
  groups.group.sort((a, b) => a.name.localeCompare(b.name))
  return groups
}

/** The channels as the settings show them: each source's switch, before or after editing. */
export type ChannelSwitches = Readonly<Record<string, boolean>>

export const switchesOf = (channels: readonly ChannelSubscription[]): ChannelSwitches =>
  Object.fromEntries(channels.map((channel) => [channel.source, channel.subscribed]))

/** SPEC 4: the subscription toggle sends the inverse of the current subscribed value. */
export const toggledChannel = (
  channel: Pick<ChannelSubscription, 'source' | 'subscribed'>,
): { source: string; subscribed: boolean } => ({ source: channel.source, subscribed: !channel.subscribed })

/** The switches after one toggle. */
export const withToggle = (switches: ChannelSwitches, source: string): ChannelSwitches => {
  const change = toggledChannel({ source, subscribed: switches[source] ?? false })
  return { ...switches, [change.source]: change.subscribed }
}

/** SPEC 7: what saving sends: only the changed channels, names removed. */
export const channelChanges = (
  saved: readonly ChannelSubscription[],
  switches: ChannelSwitches,
): ChannelSubscriptionChanges =>
  saved.flatMap((channel) => {
    const subscribed = switches[channel.source]
    return subscribed === undefined || subscribed === channel.subscribed
      ? []
      : [{ source: channel.source, subscribed }]
  })

/** Keyset cursor of the page after `last`: its last item's date and post id; none once it says no more. */
export const nextFeedCursor = (last: FeedPage): { since: string; sinceId: number } | undefined => {
  const tail = last.elements.at(-1)
  return last.hasMore && tail ? { since: tail.pubDate, sinceId: tail.body.id } : undefined
}

/** Items of all loaded pages in order; a post met twice (it moved between pages) shows once. */
export const feedItems = (pages: readonly FeedPage[]): FeedItem[] => {
  const seen = new Set<number>()
  return pages.flatMap((page) =>
    page.elements.filter((item) => {
      if (seen.has(item.body.id)) return false
      seen.add(item.body.id)
      return true
    }),
  )
}
