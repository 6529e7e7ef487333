import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type SearchCriteria, SearchKind } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SectionPage } from '../../shared/SectionPage'
import { DetailedSearchForm } from './DetailedSearchForm'
import { FacetFilters } from './FacetFilters'
import { KindTabs } from './KindTabs'
import { SearchBox } from './SearchBox'
import { SearchHints } from './SearchHints'
import { SearchResults } from './SearchResults'
import { SavedSearchPanel, SaveSearchButton } from './saved'
import { checkSearch, DETAILED_FIELDS, hasQuery, paramsFromCriteria, rawFromParams } from './searchParams'
import { useSearchView } from './useSearchView'

/**
 * /nausearch (SPEC 2, 3 "Search", issue 15): the simple box and the detailed form, tabs of
 * publications, posts and people with their counts, facets of publications (a drawer on a phone),
 * and the results by pages of 10. Every term is in the URL: a search can be shared, Back works.
 */
export const SearchPage = () => {
  const { t } = useTranslation()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('md'))
  const [params, setParams] = useSearchParams()
  const raw = rawFromParams(params)
  const { criteria, errors } = checkSearch(raw)
  const searching = hasQuery(criteria) && Object.keys(errors).length === 0
  const { view, first } = useSearchView(criteria, searching)
  const [detailedOpen, setDetailedOpen] = useState(() =>
    DETAILED_FIELDS.some((field) => raw[field] !== undefined),
  )
  const [filtersOpen, setFiltersOpen] = useState(false)
  const go = (next: SearchCriteria) => setParams(paramsFromCriteria(next))
  const kind = criteria.kind
  const facets =
    first && kind === SearchKind.Publications ? (
      <FacetFilters facets={first.facets} criteria={criteria} onChange={go} />
    ) : null
  const side = (
    <>
      {facets}
      <SavedSearchPanel />
    </>
  )

  return (
    <SectionPage title={t('search.title')}>
      <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 3 } }}>
        <SearchBox message={criteria.message ?? ''} onSearch={(message) => go({ ...criteria, message })} />
        <Accordion
          disableGutters
          elevation={0}
          expanded={detailedOpen}
          onChange={(_, open) => setDetailedOpen(open)}
          // The page title is the h1: the form's heading is the next level.
          slotProps={{ heading: { component: 'h2' } }}
          sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreOutlined />} sx={{ px: 0 }}>
            <Typography variant="subtitle1" component="span">
              {t('search.detailed.title')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0 }}>
            <DetailedSearchForm
              // A new URL (Back, a facet) fills the form anew.
              key={params.toString()}
              raw={raw}
              errors={errors}
              criteria={criteria}
              onApply={go}
              onReset={() => setParams({})}
            />
          </AccordionDetails>
        </Accordion>
      </Stack>
      {searching && (
        <KindTabs kind={kind} counts={first?.counts} onChange={(next) => go({ ...criteria, kind: next })} />
      )}
      <Stack direction="row" sx={{ borderTop: searching ? 0 : 1, borderColor: 'divider' }}>
        {!phone && (
          <Box
            component="aside"
            aria-label={t('search.facets.title')}
            sx={{ width: 300, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
          >
            {side}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {searching ? (
            <Box role="tabpanel" id={`search-panel-${kind}`} aria-labelledby={`search-tab-${kind}`}>
              <Stack
                direction="row"
                useFlexGap
                flexWrap="wrap"
                gap={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1.5 }}
              >
                <Typography role="status" color="text.secondary">
                  {first ? t('search.results.count', { count: first.count }) : ''}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <SaveSearchButton criteria={criteria} />
                  {phone && (
                    <Button startIcon={<TuneOutlined />} onClick={() => setFiltersOpen(true)}>
                      {t('search.facets.open')}
                    </Button>
                  )}
                </Stack>
              </Stack>
              <SearchResults view={view} label={t(`search.tabs.${kind}`)} />
            </Box>
          ) : (
            <>
              <SearchHints />
              {phone && <SavedSearchPanel />}
            </>
          )}
        </Box>
      </Stack>
      {phone && (
        <Drawer
          anchor="bottom"
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          // The open drawer is a dialog: it is named as the column it stands for.
          slotProps={{ paper: { 'aria-label': t('search.facets.title') } }}
        >
          <Box sx={{ maxHeight: '80vh', overflowY: 'auto' }}>
            {side}
            <Box sx={{ p: 2 }}>
              <Button fullWidth variant="contained" onClick={() => setFiltersOpen(false)}>
                {t('search.facets.done')}
              </Button>
            </Box>
          </Box>
        </Drawer>
      )}
    </SectionPage>
  )
}
