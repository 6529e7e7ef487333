import AddOutlined from '@mui/icons-material/AddOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { lazyWhenOpen } from '../../shared/lazyWhenOpen'
import { SectionPage } from '../../shared/SectionPage'
import { OfflineTooltip, useCanWrite } from '../device/OfflineTooltip'
import { NewsFeed, OwnPublications } from './FeedTabs'
import { useWritableFeeds } from './feed.queries'

// The editor (dropzone, pickers, upload) loads when someone starts writing.
const PostEditorDialog = lazy(() =>
  import('../posts/editor/PostEditorDialog').then((m) => ({ default: m.PostEditorDialog })),
)
// The channel settings (MUI's Dialog, the switches) load as they first open.
const ChannelSettingsDialog = lazyWhenOpen(
  () => import('./ChannelSettingsDialog'),
  (m) => m.ChannelSettingsDialog,
)

type FeedTab = 'feed' | 'mine'
const TABS: readonly FeedTab[] = ['feed', 'mine']
/** `?tab=mine` opens the own publications, so the tab survives a reload and a shared link. */
const TAB_PARAM = 'tab'

/** /feed (SPEC 2): the news feed with its channel settings, and the user's own publications. */
export const FeedPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: FeedTab = params.get(TAB_PARAM) === 'mine' ? 'mine' : 'feed'
  const online = useCanWrite()
  const [writing, setWriting] = useState(false)
  // Read as the editor opens: the feeds a new post may go to.
  const writableFeeds = useWritableFeeds(writing)
  const [channelsOpen, setChannelsOpen] = useState(false)
  const openEditor = () => setWriting(true)
  const openChannels = () => setChannelsOpen(true)
  const selectTab = (next: FeedTab) =>
    setParams(next === 'feed' ? {} : { [TAB_PARAM]: next }, { replace: true })

  return (
    <SectionPage
      title={t('feed.title')}
      actions={
        // On a phone the two actions may wrap under each other rather than push the title out.
        <Stack direction="row" useFlexGap flexWrap="wrap" justifyContent="flex-end" gap={1}>
          <OfflineTooltip>
            <Button
              startIcon={<TuneOutlined />}
              {...ChannelSettingsDialog.openerProps}
              onClick={openChannels}
              disabled={!online}
            >
              {t('feed.channels.open')}
            </Button>
          </OfflineTooltip>
          <OfflineTooltip>
            <Button variant="contained" startIcon={<AddOutlined />} onClick={openEditor} disabled={!online}>
              {t('feed.newPost')}
            </Button>
          </OfflineTooltip>
        </Stack>
      }
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: FeedTab) => selectTab(next)}
          variant="fullWidth"
          aria-label={t('feed.tabs.label')}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`feed.tabs.${key}`)}
              id={`feed-tab-${key}`}
              // Only the selected tab's panel is rendered; pointing at a missing one is an ARIA error.
              aria-controls={key === tab ? `feed-panel-${key}` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`feed-panel-${tab}`} aria-labelledby={`feed-tab-${tab}`}>
        {tab === 'feed' ? (
          <NewsFeed onOpenChannels={openChannels} />
        ) : (
          <OwnPublications onNewPost={openEditor} />
        )}
      </Box>
      <ChannelSettingsDialog open={channelsOpen} onClose={() => setChannelsOpen(false)} />
      {writing && (
        <Suspense fallback={null}>
          <PostEditorDialog open feeds={writableFeeds.data} onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </SectionPage>
  )
}
