import Autocomplete from '@mui/material/Autocomplete'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import { type ClsItem, refId } from '@nauka/contracts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { langIdOf } from '../../shared/locale'
import { useDebouncedValue } from '../../shared/useDebouncedValue'
import { useCatalogueEntry, useCatalogueSearch } from './catalog.queries'

/** A stand-in catalogue entry for a reference whose term is already known. */
const termItem = (cls: number, uref: string, term: string): ClsItem => ({
  id: 0,
  cls,
  num: refId(uref, cls) ?? 0,
  code: null,
  term,
  lang: 0,
  level: 1,
  parentNum: null,
  parentClsNum: null,
  uref,
  dsc: null,
  other: null,
})

type Props = {
  /** The catalogue (SPEC 3 dictionary id): countries 208, cities 154, position 47 … */
  cls: number
  /** The chosen reference, e.g. `"208:643"`, or null. */
  value: string | null
  onChange: (ref: string | null, item: ClsItem | null) => void
  label: string
  /** Narrows the options to one parent: the cities of a country (`"208:643"`). */
  parentClsNum?: string | null
  /** Offers only values of this level of a hierarchical catalogue (rubrics, not their sections). */
  level?: number | null
  /** The term of `value` when the caller knows it (a profile's `refTerms`): no lookup is needed. */
  valueTerm?: string | undefined
  required?: boolean
  disabled?: boolean
  error?: boolean
  helperText?: string
  id?: string
  autoFocus?: boolean
}

/**
 * A catalogue value picked by typing: each pause in typing asks the server (`POST /cls/find`) in
 * the interface language; the chosen value shows its term, also after a reload.
 */
export const CataloguePicker = ({
  cls,
  value,
  onChange,
  label,
  parentClsNum = null,
  level = null,
  valueTerm,
  required,
  disabled,
  error,
  helperText,
  id,
  autoFocus,
}: Props) => {
  const { t, i18n } = useTranslation()
  const lang = langIdOf(i18n.language)
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  // Picked in this session: shown at once, before the catalogue lookup answers.
  const [picked, setPicked] = useState<ClsItem | null>(null)
  const term = useDebouncedValue(input.trim())
  const stored = useCatalogueEntry(cls, valueTerm ? null : value, lang, parentClsNum)
  // Memoised: a new object each render would look like a new value and reset the typed text.
  const known = useMemo(
    () => (value && valueTerm ? termItem(cls, value, valueTerm) : null),
    [cls, value, valueTerm],
  )
  const selected = value === null ? null : picked?.uref === value ? picked : (known ?? stored)
  // While the field shows the chosen term, the list offers everything, not only that term.
  const searchTerm = selected && term === selected.term ? '' : term
  const search = useCatalogueSearch({
    cls,
    lang,
    term: searchTerm,
    parentClsNum,
    level,
    enabled: open && !disabled,
  })
  const options = search.data?.elements ?? []
  const loading = open && search.isFetching

  return (
    <Autocomplete<ClsItem, false, false, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_, item) => {
        setPicked(item)
        onChange(item?.uref ?? null, item)
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={selected && !options.some((o) => o.uref === selected.uref) ? [selected, ...options] : options}
      // The server already filtered by the term; filtering again would hide its fuzzier matches.
      filterOptions={(x) => x}
      getOptionLabel={(item) => item.term}
      isOptionEqualToValue={(a, b) => a.uref === b.uref}
      loading={loading}
      loadingText={t('catalog.loading')}
      noOptionsText={search.isError ? t('catalog.loadError') : t('catalog.noOptions')}
      disabled={disabled}
      autoHighlight
      renderOption={({ key, ...props }, item) => (
        <li key={key} {...props}>
          {item.term}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          required={required}
          error={error}
          helperText={helperText}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {loading && <CircularProgress color="inherit" size={18} aria-hidden />}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  )
}
