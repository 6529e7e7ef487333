import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { ClsItem } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useCatalogueItems } from './catalogueTerms'
import { pickerTexts } from './pickerTexts'

type Props = { cls: number; value: readonly number[]; onChange: (value: number[]) => void; label: string }

/** Several values of one catalogue, picked by typing or from the list. */
export const CatalogueMultiSelect = ({ cls, value, onChange, label }: Props) => {
  const { t } = useTranslation()
  const items = useCatalogueItems(cls)
  const picked = items.filter((item) => value.includes(item.num))
  return (
    <Autocomplete<ClsItem, true>
      multiple
      {...pickerTexts(t)}
      options={items}
      value={picked}
      getOptionLabel={(item) => item.term}
      isOptionEqualToValue={(a, b) => a.num === b.num}
      onChange={(_, next) => onChange(next.map((item) => item.num))}
      noOptionsText={t('search.detailed.noOptions')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  )
}
