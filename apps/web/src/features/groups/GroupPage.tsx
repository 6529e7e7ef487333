import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { groupPath } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink, useParams, useSearchParams } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { EmptyState } from '../../shared/EmptyState'
import { RetryAlert } from '../../shared/RetryAlert'
import { SectionPage } from '../../shared/SectionPage'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { ProfileSkeleton } from '../profile/ProfileSkeleton'
import { useAreaTerms } from './areaTerms'
import { GroupAbout } from './GroupAbout'
import { GroupActions } from './GroupActions'
import { GroupEvents } from './GroupEvents'
import { GroupHeader } from './GroupHeader'
import { GroupMembers } from './GroupMembers'
import { GroupPosts } from './GroupPosts'
import { GroupPublications } from './GroupPublications'
import { useGroup } from './groups.queries'
import { GROUP_TABS, type GroupTab, parseGroupTab } from './model'

const parseGroupId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null

/** A hidden group answers 404 to those it does not know, as a group that does not exist. */
const NOT_FOUND = [400, 404]

const tabPath = (groupId: number, tab: GroupTab) =>
  tab === 'posts' ? groupPath(groupId) : `${groupPath(groupId)}?tab=${tab}`

/** /groups/:groupId: a group in the profile's style: header and actions, then posts, members, publications, about. */
export const GroupPage = () => {
  const { t } = useTranslation()
  const groupId = parseGroupId(useParams().groupId)
  const [params] = useSearchParams()
  const tab = parseGroupTab(params.get('tab'))
  const query = useGroup(groupId)
  const termOf = useAreaTerms()
  useDocumentTitle(query.data?.name ?? t('groups.title'))

  const missing = query.error instanceof ApiError && NOT_FOUND.includes(query.error.status)
  if (groupId === null || missing) {
    return (
      <SectionPage title={t('groups.title')}>
        <EmptyState
          icon={<SearchOffOutlined />}
          title={t('groups.notFound.title')}
          hint={t('groups.notFound.hint')}
        />
      </SectionPage>
    )
  }
  if (!query.data) {
    if (!query.isError) return <ProfileSkeleton />
    return (
      <SectionPage title={t('groups.title')}>
        <RetryAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          fallbackKey="groups.loadError"
          sx={{ m: 2 }}
        />
      </SectionPage>
    )
  }

  const group = query.data
  const area = termOf(group.scienceArea)
  return (
    <Stack spacing={2}>
      <GroupHeader group={group} area={area} actions={<GroupActions group={group} />} />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={t('groups.page.tabs')}>
            {GROUP_TABS.map((each) => (
              <Tab
                key={each}
                value={each}
                label={
                  each === 'members' && group.requestCount > 0
                    ? t('groups.tabs.membersWithRequests', { count: group.requestCount })
                    : t(`groups.tabs.${each}`)
                }
                component={RoutedLink}
                to={tabPath(group.id, each)}
                replace
                id={`group-tab-${each}`}
                aria-controls={`group-panel-${each}`}
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`group-panel-${tab}`} aria-labelledby={`group-tab-${tab}`}>
          {tab === 'posts' && <GroupPosts group={group} />}
          {tab === 'members' && <GroupMembers group={group} />}
          {tab === 'publications' && <GroupPublications group={group} />}
          {tab === 'events' && <GroupEvents group={group} />}
          {tab === 'about' && <GroupAbout group={group} area={area} />}
        </Box>
      </Paper>
    </Stack>
  )
}
