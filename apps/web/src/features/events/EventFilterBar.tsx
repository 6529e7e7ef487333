import SearchOutlined from '@mui/icons-material/SearchOutlined'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { Dictionary, EVENT_LIMITS, EventKind, type EventKind as Kind } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CataloguePicker } from '../catalog/CataloguePicker'
import type { EventFilters } from './filters'

type Props = { filters: EventFilters; onChange: (filters: EventFilters) => void }

const KINDS = Object.values(EventKind)

/**
 * The filters of the lists and the calendar: words, kind, science area, "I'm going". Each change
 * goes to the address at once (a change pushed later, after a pause in typing, would navigate back
 * from an event opened meanwhile); the lists wait for typing to pause before they ask.
 */
export const EventFilterBar = ({ filters, onChange }: Props) => {
  const { t } = useTranslation()
  // Shown as typed: the address follows in a router transition, which a controlled input must not wait for.
  const [words, setWords] = useState(filters.query)
  return (
    <Stack
      role="search"
      aria-label={t('events.filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      flexWrap="wrap"
      alignItems={{ md: 'center' }}
      sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        type="search"
        label={t('events.filters.query')}
        value={words}
        onChange={(e) => {
          const query = e.target.value.slice(0, EVENT_LIMITS.queryMax)
          setWords(query)
          onChange({ ...filters, query })
        }}
        sx={{ flex: { md: '1 1 200px' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('events.filters.kind')}
        value={filters.kind ?? ''}
        onChange={(e) =>
          onChange({ ...filters, kind: e.target.value === '' ? null : (Number(e.target.value) as Kind) })
        }
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{t('events.filters.anyKind')}</MenuItem>
        {KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`events.kind.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack sx={{ minWidth: 220, flex: { md: '1 1 220px' } }}>
        <CataloguePicker
          cls={Dictionary.scienceArea}
          value={filters.area}
          label={t('events.filters.area')}
          onChange={(area) => onChange({ ...filters, area })}
        />
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={filters.attending}
            onChange={(e) => onChange({ ...filters, attending: e.target.checked })}
          />
        }
        label={t('events.filters.attending')}
      />
    </Stack>
  )
}
