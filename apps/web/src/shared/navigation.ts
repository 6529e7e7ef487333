import type { SvgIconComponent } from '@mui/icons-material'
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline'
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined'
import EventOutlined from '@mui/icons-material/EventOutlined'
import GroupsOutlined from '@mui/icons-material/GroupsOutlined'
import HelpOutline from '@mui/icons-material/HelpOutline'
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import TerrainOutlined from '@mui/icons-material/TerrainOutlined'
import { PATHS, postPath } from './paths'

export type SectionKey =
  | 'profile'
  | 'feed'
  | 'chats'
  | 'search'
  | 'followers'
  | 'groups'
  | 'events'
  | 'territory'
  | 'marketplace'
  | 'help'
  | 'settings'

export type NavSection = {
  key: SectionKey
  path: string
  icon: SvgIconComponent
  /** Paths of other pages that belong to the section (a post is read from the feed). */
  includes?: readonly string[]
}

/** SPEC 1: the navigation sections, in menu order; their labels are 'nav.<key>'. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { key: 'profile', path: PATHS.profile, icon: AccountCircleOutlined },
  { key: 'feed', path: PATHS.feed, icon: DynamicFeedOutlined, includes: [postPath('')] },
  { key: 'chats', path: PATHS.chats, icon: ChatBubbleOutline },
  { key: 'search', path: PATHS.search, icon: SearchOutlined },
  { key: 'followers', path: PATHS.followers, icon: PeopleAltOutlined },
  { key: 'groups', path: PATHS.groups, icon: GroupsOutlined },
  { key: 'events', path: PATHS.events, icon: EventOutlined },
  { key: 'territory', path: PATHS.territory, icon: TerrainOutlined },
  { key: 'marketplace', path: PATHS.marketplace, icon: StorefrontOutlined },
  { key: 'help', path: PATHS.help, icon: HelpOutline },
]

export const SETTINGS_SECTION: NavSection = { key: 'settings', path: PATHS.settings, icon: SettingsOutlined }

/** The few sections a phone keeps in its bottom navigation; the rest stay in the drawer. */
export const BOTTOM_SECTIONS: readonly SectionKey[] = ['feed', 'chats', 'search', 'profile']

export const sectionByKey = (key: SectionKey): NavSection => {
  const section = [...NAV_SECTIONS, SETTINGS_SECTION].find((s) => s.key === key)
  if (!section) throw new Error(`unknown section ${key}`)
  return section
}

const isUnder = (pathname: string, path: string): boolean =>
  pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`)

/** The section a path belongs to, for highlighting the current item; none for a page of no section. */
export const sectionOfPath = (pathname: string): NavSection | undefined =>
  [...NAV_SECTIONS, SETTINGS_SECTION].find(
    (s) => isUnder(pathname, s.path) || s.includes?.some((path) => isUnder(pathname, path)),
  )
