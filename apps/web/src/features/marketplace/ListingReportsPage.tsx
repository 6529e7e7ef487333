import ArrowBack from '@mui/icons-material/ArrowBack'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { PATHS } from '../../shared/paths'
import { SectionPage } from '../../shared/SectionPage'
import { ListingsSkeleton } from './ListingsSkeleton'
import { useListingReports } from './market.queries'
import { listingsOf } from './model'
import { ReportRow } from './ReportRow'

const TABS = ['open', 'resolved'] as const
type TabKey = (typeof TABS)[number]

/**
 * /marketplace/reports (issue 18), for the platform's moderators: open reports, oldest first, each
 * hidden or kept; the resolved ones in the second tab. Anyone else is told it is not theirs.
 */
export const ListingReportsPage = () => {
  const { t } = useTranslation()
  const [tab, setTab] = useState<TabKey>('open')
  const reports = useListingReports(tab === 'resolved')
  const forbidden = reports.error instanceof ApiError && reports.error.status === 403
  const items = listingsOf(reports.data?.pages ?? [])
  return (
    <SectionPage
      title={t('marketplace.reports.title')}
      actions={
        <Button component={RoutedLink} to={PATHS.marketplace} startIcon={<ArrowBack />}>
          {t('marketplace.listing.back')}
        </Button>
      }
    >
      {forbidden ? (
        <EmptyState icon={<FlagOutlined />} title={t('marketplace.reports.forbidden')} hint="" />
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={tab}
              onChange={(_, next: TabKey) => setTab(next)}
              variant="fullWidth"
              aria-label={t('marketplace.reports.tabs.label')}
            >
              {TABS.map((key) => (
                <Tab
                  key={key}
                  value={key}
                  id={`reports-tab-${key}`}
                  aria-controls={key === tab ? 'reports-panel' : undefined}
                  label={t(`marketplace.reports.tabs.${key}`)}
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id="reports-panel" aria-labelledby={`reports-tab-${tab}`}>
            <InfiniteList
              items={items}
              getKey={(report) => report.id}
              renderItem={(report) => <ReportRow report={report} />}
              hasMore={reports.hasNextPage}
              loading={reports.isFetchingNextPage}
              onLoadMore={() => void reports.fetchNextPage()}
              skeleton={<ListingsSkeleton />}
              initialLoading={reports.isPending}
              empty={
                <EmptyState
                  icon={<FlagOutlined />}
                  title={t(`marketplace.reports.${tab === 'open' ? 'empty' : 'resolvedEmpty'}.title`)}
                  hint={t(`marketplace.reports.${tab === 'open' ? 'empty' : 'resolvedEmpty'}.hint`)}
                />
              }
              error={
                reports.error
                  ? messageText(t, failureMessage(reports.error, 'marketplace.reports.loadError'))
                  : null
              }
              errorCause={reports.error}
              onRetry={() => void reports.refetch()}
              label={t('marketplace.reports.listLabel')}
            />
          </Box>
        </>
      )}
    </SectionPage>
  )
}
