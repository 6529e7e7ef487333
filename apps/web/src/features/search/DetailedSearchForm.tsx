import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  Dictionary,
  SEARCH_DATE_MIN,
  SEARCH_YEAR_MIN,
  type SearchCriteria,
  type SearchSize,
} from '@nauka/contracts'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CatalogueMultiSelect } from './CatalogueMultiSelect'
import {
  checkSearch,
  DETAILED_FIELDS,
  type DetailedField,
  type RawSearch,
  type SearchErrors,
  type SearchFieldKey,
} from './searchParams'

const YEAR_FIELDS = ['startYear', 'endYear'] as const
const DATE_FIELDS = ['startPublicationDate', 'endPublicationDate'] as const
/** The catalogue lists of the form: the field, its catalogue, its label. */
const LISTS = [
  { field: 'typeId', cls: Dictionary.publicationType, label: 'search.detailed.types' },
  { field: 'scienceArea', cls: Dictionary.scienceArea, label: 'search.detailed.scienceArea' },
  { field: 'lang', cls: Dictionary.lang, label: 'search.detailed.lang' },
] as const
type ListField = (typeof LISTS)[number]['field']

type Props = {
  /** The search as the URL has it, wrong fields too (they are shown with their message). */
  raw: RawSearch
  errors: SearchErrors
  criteria: SearchCriteria
  onApply: (criteria: SearchCriteria) => void
  onReset: () => void
}

const textOf = (raw: RawSearch, field: SearchFieldKey): string => {
  const value = raw[field]
  return Array.isArray(value) ? value.join(',') : (value ?? '')
}

/**
 * SPEC 2, 3: the detailed search form. It is checked by the contract's SearchCriteria (the SPEC 5
 * keyword and date messages, shown under their field) before the search goes to the URL.
 */
export const DetailedSearchForm = ({ raw, errors: urlErrors, criteria, onApply, onReset }: Props) => {
  const { t } = useTranslation()
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(DETAILED_FIELDS.map((name) => [name, textOf(raw, name)])) as Record<
        DetailedField,
        string
      >,
  )
  const [lists, setLists] = useState<Record<ListField, number[]>>({
    typeId: criteria.typeId ?? [],
    scienceArea: criteria.scienceArea ?? [],
    lang: criteria.lang ?? [],
  })
  const [pdf, setPdf] = useState(criteria.pdf ?? false)
  const [size, setSize] = useState<SearchSize>(criteria.size)
  const [errors, setErrors] = useState<SearchErrors>(urlErrors)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkSearch({
      ...values,
      message: criteria.message,
      kind: criteria.kind,
      size,
      typeId: lists.typeId.map(String),
      scienceArea: lists.scienceArea.map(String),
      lang: lists.lang.map(String),
      ...(pdf ? { pdf: 'true' } : {}),
    })
    setErrors(checked.errors)
    if (Object.keys(checked.errors).length === 0) onApply(checked.criteria)
  }

  const field = (
    name: DetailedField,
    { helperText, ...props }: Partial<Parameters<typeof TextField>[0]> = {},
  ) => {
    const error = errors[name]
    return (
      <TextField
        {...props}
        fullWidth
        id={`search-${name}`}
        label={t(`search.detailed.${name}`)}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        error={Boolean(error)}
        // The SPEC 5 message takes the place of the hint while the field is wrong.
        helperText={error ? t(error) : helperText}
      />
    )
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('search.detailed.title')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('author')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('keywords', { helperText: t('search.detailed.keywordsHint') })}
        </Grid>
        {YEAR_FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            {field(name, {
              slotProps: { htmlInput: { inputMode: 'numeric', min: SEARCH_YEAR_MIN } },
            })}
          </Grid>
        ))}
        {DATE_FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            {field(name, {
              type: 'date',
              slotProps: { inputLabel: { shrink: true }, htmlInput: { min: SEARCH_DATE_MIN } },
            })}
          </Grid>
        ))}
        {LISTS.map((list) => (
          <Grid key={list.field} size={{ xs: 12, sm: 6 }}>
            <CatalogueMultiSelect
              cls={list.cls}
              value={lists[list.field]}
              onChange={(value) => setLists((current) => ({ ...current, [list.field]: value }))}
              label={t(list.label)}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={<Checkbox checked={pdf} onChange={(event) => setPdf(event.target.checked)} />}
            label={t('search.detailed.pdf')}
          />
        </Grid>
      </Grid>
      <FormControl>
        <FormLabel id="search-size-label">{t('search.detailed.size')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="search-size-label"
          value={size}
          onChange={(event) => setSize(event.target.value as SearchSize)}
        >
          <FormControlLabel value="short" control={<Radio />} label={t('search.detailed.sizeShort')} />
          <FormControlLabel value="full" control={<Radio />} label={t('search.detailed.sizeFull')} />
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onReset}>{t('search.detailed.reset')}</Button>
        <Button type="submit" variant="contained">
          {t('search.detailed.submit')}
        </Button>
      </Stack>
    </Stack>
  )
}
