import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import { Dictionary, type SearchCriteria, type SearchFacets } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { termOf, useCatalogueItems } from './catalogueTerms'
import {
  type FacetRow,
  facetRows,
  type ListFacet,
  togglePdf,
  toggleValue,
  toggleYear,
  yearRows,
} from './model'

/** Rows a facet shows before "show all": the common values, not a wall of checkboxes. */
const ROWS_SHOWN = 8

type GroupProps = {
  title: string
  rows: readonly FacetRow[]
  label: (value: number) => string
  onToggle: (value: number) => void
}

const FacetGroup = ({ title, rows, label, onToggle }: GroupProps) => {
  const { t } = useTranslation()
  const [all, setAll] = useState(false)
  if (rows.length === 0) return null
  const shown = all ? rows : rows.slice(0, ROWS_SHOWN)
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </FormLabel>
      <FormGroup>
        {shown.map((row) => (
          <FormControlLabel
            key={row.value}
            control={<Checkbox size="small" checked={row.picked} onChange={() => onToggle(row.value)} />}
            label={t('search.facets.row', { label: label(row.value), count: row.count })}
          />
        ))}
      </FormGroup>
      {rows.length > ROWS_SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ alignSelf: 'flex-start' }}>
          {all ? t('search.facets.fewer') : t('search.facets.all', { count: rows.length })}
        </Button>
      )}
    </FormControl>
  )
}

type Props = { facets: SearchFacets; criteria: SearchCriteria; onChange: (criteria: SearchCriteria) => void }

/** Issue 15: facets of the publications found, each with its count; a pick narrows the search. */
export const FacetFilters = ({ facets, criteria, onChange }: Props) => {
  const { t } = useTranslation()
  const types = useCatalogueItems(Dictionary.publicationType)
  const areas = useCatalogueItems(Dictionary.scienceArea)
  const langs = useCatalogueItems(Dictionary.lang)
  const list = (field: ListFacet) => (value: number) => onChange(toggleValue(criteria, field, value))
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={criteria.pdf ?? false}
            onChange={() => onChange(togglePdf(criteria))}
          />
        }
        label={t('search.facets.row', { label: t('search.facets.pdf'), count: facets.pdf })}
      />
      <FacetGroup
        title={t('search.facets.type')}
        rows={facetRows(facets.type, criteria.typeId ?? [])}
        label={(value) => termOf(types, value)}
        onToggle={list('typeId')}
      />
      <FacetGroup
        title={t('search.facets.scienceArea')}
        rows={facetRows(facets.scienceArea, criteria.scienceArea ?? [])}
        label={(value) => termOf(areas, value)}
        onToggle={list('scienceArea')}
      />
      <FacetGroup
        title={t('search.facets.year')}
        rows={yearRows(facets.year, criteria)}
        label={String}
        onToggle={(year) => onChange(toggleYear(criteria, year))}
      />
      <FacetGroup
        title={t('search.facets.lang')}
        rows={facetRows(facets.lang, criteria.lang ?? [])}
        label={(value) => termOf(langs, value)}
        onToggle={list('lang')}
      />
    </Stack>
  )
}
