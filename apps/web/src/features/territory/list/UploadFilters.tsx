import FilterListOutlined from '@mui/icons-material/FilterListOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Dictionary } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CatalogueSelect, Field } from '../../profile/sections/fields'
import { activeFilterCount, type ListFilters, NO_FILTERS, type StatusFilter } from '../model'

type Props = { value: ListFilters; onChange: (filters: ListFilters) => void }

const STATUSES: readonly StatusFilter[] = ['all', 'published', 'drafts']
const NO_ERRORS = {}
/** The bounds of the files count and the modify date. */
const RANGE_FIELDS = [
  { name: 'filesMin', type: 'number' },
  { name: 'filesMax', type: 'number' },
  { name: 'modifiedFrom', type: 'date' },
  { name: 'modifiedTo', type: 'date' },
] as const

/**
 * SPEC 3 "Upload list fields": the content and the status at hand; files count, item type and
 * modify date behind "Filters".
 */
export const UploadFilters = ({ value, onChange }: Props) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const set = <K extends keyof ListFilters>(field: K, next: ListFilters[K]) =>
    onChange({ ...value, [field]: next })
  const more = activeFilterCount({ ...value, content: '', status: 'all' })
  const count = activeFilterCount(value)
  return (
    <Box role="search" aria-label={t('territory.filters.label')} sx={{ p: { xs: 2, sm: 3 }, pb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <TextField
          label={t('territory.filters.content')}
          value={value.content}
          onChange={(e) => set('content', e.target.value)}
          size="small"
          type="search"
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={t('territory.filters.status')}
          value={value.status}
          onChange={(e) => set('status', e.target.value as StatusFilter)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`territory.filters.statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={panelId}
          startIcon={
            <Badge badgeContent={more} color="primary">
              <FilterListOutlined aria-hidden />
            </Badge>
          }
        >
          {more > 0 ? t('territory.filters.moreCount', { count: more }) : t('territory.filters.more')}
        </Button>
      </Stack>
      <Collapse in={open} id={panelId}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            pt: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <CatalogueSelect
            name="itemType"
            cls={Dictionary.uploadItemType}
            label={t('territory.filters.itemType')}
            value={value.itemType}
            onChange={(ref) => set('itemType', ref)}
            errors={NO_ERRORS}
            size="small"
          />
          {RANGE_FIELDS.map(({ name, type }) => (
            <Field
              key={name}
              name={name}
              type={type}
              label={t(`territory.filters.${name}`)}
              value={value[name]}
              onChange={(text) => set(name, text)}
              errors={NO_ERRORS}
              size="small"
              slotProps={
                type === 'date'
                  ? { inputLabel: { shrink: true } }
                  : { htmlInput: { min: 0, inputMode: 'numeric' } }
              }
            />
          ))}
          {count > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Button onClick={() => onChange(NO_FILTERS)}>{t('territory.filters.clear')}</Button>
            </Box>
          )}
        </Box>
      </Collapse>
    </Box>
  )
}
