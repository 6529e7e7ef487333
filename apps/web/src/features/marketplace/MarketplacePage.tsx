import AddOutlined from '@mui/icons-material/AddOutlined'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink, useSearchParams } from 'react-router'
import { PATHS } from '../../shared/paths'
import { SectionPage } from '../../shared/SectionPage'
import { useLayoutPlan } from '../layout/useLayoutPlan'
import { ListingEditorDialog } from './ListingEditorDialog'
import { ListingList } from './ListingList'
import { MarketFilters } from './MarketFilters'
import { useListings } from './market.queries'
import { type MarketFilters as Filters, filtersFromParams, paramsFromFilters } from './model'

const TABS = ['all', 'mine'] as const

/**
 * /marketplace (issue 18): offers and requests of scientific services, searched and filtered; the
 * reader's own listings in any status; a new listing. Every filter is in the URL: a search can be
 * shared, Back works. The platform's moderators also get the reports.
 */
export const MarketplacePage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const listings = useListings(filters)
  const [creating, setCreating] = useState(false)
  const go = (next: Filters) => setParams(paramsFromFilters(next))
  const tab = filters.mine ? 'mine' : 'all'
  const canModerate = listings.data?.pages[0]?.canModerate === true
  // SPEC 9: below the 768 px breakpoint the phone variant shows, as the whole layout does.
  const phone = useLayoutPlan().mobile

  return (
    <SectionPage
      title={t('marketplace.title')}
      actions={
        // On a phone the title leaves room for icons only; their names are the same words.
        phone ? (
          <Stack direction="row" spacing={1}>
            {canModerate && (
              <IconButton
                component={RoutedLink}
                to={PATHS.marketplaceReports}
                aria-label={t('marketplace.reportsLink')}
              >
                <FlagOutlined />
              </IconButton>
            )}
            <IconButton color="primary" aria-label={t('marketplace.new')} onClick={() => setCreating(true)}>
              <AddOutlined />
            </IconButton>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1}>
            {canModerate && (
              <Button component={RoutedLink} to={PATHS.marketplaceReports} startIcon={<FlagOutlined />}>
                {t('marketplace.reportsLink')}
              </Button>
            )}
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('marketplace.new')}
            </Button>
          </Stack>
        )
      }
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: (typeof TABS)[number]) =>
            go({ ...filters, mine: next === 'mine' || undefined })
          }
          variant="fullWidth"
          aria-label={t('marketplace.tabs.label')}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`market-tab-${key}`}
              aria-controls={key === tab ? 'market-panel' : undefined}
              label={t(`marketplace.tabs.${key}`)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="market-panel" aria-labelledby={`market-tab-${tab}`}>
        <MarketFilters key={params.toString()} filters={filters} onChange={go} />
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <ListingList filters={filters} listings={listings} onCreate={() => setCreating(true)} />
        </Box>
      </Box>
      {creating && <ListingEditorDialog open onClose={() => setCreating(false)} />}
    </SectionPage>
  )
}
