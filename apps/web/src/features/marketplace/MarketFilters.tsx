import SearchOutlined from '@mui/icons-material/SearchOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Collapse from '@mui/material/Collapse'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  Amount,
  CURRENCIES,
  type Currency,
  type ListingCategory,
  type ListingKind,
  MARKET_LIMITS,
  SectionMessage,
} from '@nauka/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CATEGORIES, type MarketFilters as Filters, isFiltered, KINDS, withPriceCurrency } from './model'
import { useMarketText } from './useMarketText'

type Props = { filters: Filters; onChange: (next: Filters) => void }

/** The choices that fold away on a phone (the words stay in view). */
const FILTER_CHOICES = ['kind', 'category', 'remote', 'currency', 'priceMin', 'priceMax'] as const

const priceError = (value: string) => value.trim() !== '' && !Amount.safeParse(value.trim()).success

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())

/**
 * The search box and the filters of the list. The choices apply at once; the words and the price
 * bounds apply with Enter or the button. The parent keys it by the URL, so Back fills it anew.
 */
export const MarketFilters = ({ filters, onChange }: Props) => {
  const { t } = useTranslation()
  const text = useMarketText()
  const [query, setQuery] = useState(filters.query ?? '')
  const [priceMin, setPriceMin] = useState(filters.priceMin ?? '')
  const [priceMax, setPriceMax] = useState(filters.priceMax ?? '')
  const [tried, setTried] = useState(false)
  // SPEC 9: below the 768 px breakpoint the phone variant shows, as the whole layout does.
  const phone = useLayoutPlan().mobile
  // On a phone the choices fold under a button (open when one is in use), so the list shows first.
  const [unfolded, setOpen] = useState(() => FILTER_CHOICES.some((field) => filters[field] !== undefined))
  const open = !phone || unfolded
  const rowId = useId()
  const wrongMin = tried && priceError(priceMin)
  const wrongMax = tried && priceError(priceMax)
  const typed = { query: optional(query), priceMin: optional(priceMin), priceMax: optional(priceMax) }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (priceError(priceMin) || priceError(priceMax)) return
    onChange(withPriceCurrency({ ...filters, ...typed }))
  }
  /** A choice applies with what is typed, when that is valid. */
  const choose = (change: Filters) => {
    const typedValid = !priceError(priceMin) && !priceError(priceMax)
    onChange(withPriceCurrency({ ...filters, ...(typedValid ? typed : {}), ...change }))
  }

  return (
    <Stack component="form" role="search" onSubmit={submit} spacing={1.5} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          type="search"
          fullWidth
          label={t('marketplace.search.label')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MARKET_LIMITS.queryMax } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchOutlined />}
          sx={{ height: 56, flexShrink: 0 }}
        >
          {t('marketplace.search.submit')}
        </Button>
      </Stack>
      {phone && (
        <Button
          startIcon={<TuneOutlined />}
          aria-expanded={open}
          aria-controls={rowId}
          onClick={() => setOpen((value) => !value)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('marketplace.filters.open')}
        </Button>
      )}
      <Collapse in={open} id={rowId}>
        {/* The room above keeps the outlined fields' labels clear of the fold's clipping. */}
        <Stack direction="row" useFlexGap flexWrap="wrap" gap={1.5} alignItems="center" sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('marketplace.filters.kind')}
            value={filters.kind ?? ''}
            onChange={(event) =>
              choose({ kind: event.target.value ? (Number(event.target.value) as ListingKind) : undefined })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          >
            <option value="">{t('marketplace.filters.anyKind')}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {text.kind(kind)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('marketplace.filters.category')}
            value={filters.category ?? ''}
            onChange={(event) =>
              choose({
                category: event.target.value ? (Number(event.target.value) as ListingCategory) : undefined,
              })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200, flex: { xs: '1 1 180px', sm: '0 0 auto' } }}
          >
            <option value="">{t('marketplace.filters.anyCategory')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {text.category(category)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('marketplace.filters.priceFrom')}
            value={priceMin}
            onChange={(event) => setPriceMin(event.target.value)}
            error={wrongMin}
            helperText={wrongMin ? t(SectionMessage.listingPrice) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: { xs: 'calc(50% - 6px)', sm: 130 } }}
          />
          <TextField
            size="small"
            label={t('marketplace.filters.priceTo')}
            value={priceMax}
            onChange={(event) => setPriceMax(event.target.value)}
            error={wrongMax}
            helperText={wrongMax ? t(SectionMessage.listingPrice) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: { xs: 'calc(50% - 6px)', sm: 130 } }}
          />
          <TextField
            select
            size="small"
            label={t('marketplace.filters.currency')}
            value={filters.currency ?? ''}
            onChange={(event) =>
              choose({ currency: (event.target.value || undefined) as Currency | undefined })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 110 }}
          >
            <option value="">{t('marketplace.filters.anyCurrency')}</option>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={filters.remote === true}
                onChange={(event) => choose({ remote: event.target.checked || undefined })}
              />
            }
            label={t('marketplace.filters.remote')}
          />
          {isFiltered(filters) && (
            <Button onClick={() => onChange({ mine: filters.mine })}>{t('marketplace.filters.reset')}</Button>
          )}
        </Stack>
      </Collapse>
    </Stack>
  )
}

import { useLayoutPlan } from '../layout/useLayoutPlan'
