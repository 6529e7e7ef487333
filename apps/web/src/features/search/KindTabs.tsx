import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { type SearchKind, SearchKindSchema, type SearchPage } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'

type Props = {
  kind: SearchKind
  counts: SearchPage['counts'] | undefined
  onChange: (kind: SearchKind) => void
}

/** Publications, posts and people found by the same words, each with its number. */
export const KindTabs = ({ kind, counts, onChange }: Props) => {
  const { t } = useTranslation()
  return (
    <Box sx={{ borderBottom: 1, borderTop: 1, borderColor: 'divider' }}>
      <Tabs
        value={kind}
        onChange={(_, next: SearchKind) => onChange(next)}
        variant="fullWidth"
        aria-label={t('search.tabs.label')}
      >
        {SearchKindSchema.options.map((key) => (
          <Tab
            key={key}
            value={key}
            id={`search-tab-${key}`}
            // Only the selected tab's panel is rendered; pointing at a missing one is an ARIA error.
            aria-controls={key === kind ? `search-panel-${key}` : undefined}
            label={
              counts
                ? t('search.tabs.withCount', { label: t(`search.tabs.${key}`), count: counts[key] })
                : t(`search.tabs.${key}`)
            }
          />
        ))}
      </Tabs>
    </Box>
  )
}
