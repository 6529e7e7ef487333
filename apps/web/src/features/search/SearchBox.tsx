import SearchOutlined from '@mui/icons-material/SearchOutlined'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { SearchSuggestion } from '@nauka/contracts'
import { SEARCH_LIMITS } from '@nauka/contracts'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDebouncedValue } from '../../shared/useDebouncedValue'
import { pickerTexts } from './pickerTexts'
import { useSuggestions } from './search.queries'

type Props = { message: string; onSearch: (message: string) => void }

/**
 * The simple search: a combobox whose suggestions (titles and names, asked once typing pauses)
 * open their page; Enter or the button searches the typed words. Arrows move through the
 * suggestions, Escape closes them (MUI's combobox pattern).
 */
export const SearchBox = ({ message, onSearch }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [text, setText] = useState(message)
  // Back and a shared link change the search under the box: the box follows.
  useEffect(() => setText(message), [message])
  const suggestions = useSuggestions(useDebouncedValue(text))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ alignItems: 'flex-start' }}
    >
      <Autocomplete<SearchSuggestion, false, false, true>
        freeSolo
        {...pickerTexts(t)}
        fullWidth
        options={suggestions.data ?? []}
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.text)}
        getOptionKey={(option) => (typeof option === 'string' ? option : `${option.kind}:${option.id}`)}
        inputValue={text}
        onInputChange={(_, value) => setText(value)}
        // A typed text is searched by the form's submit; a picked suggestion opens its page.
        onChange={(_, value) => {
          if (value && typeof value !== 'string') navigate(value.link)
        }}
        loading={suggestions.isFetching}
        loadingText={t('app.loading')}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography noWrap>{option.text}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`search.kinds.${option.kind}`)}
              </Typography>
            </Stack>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('search.box.label')}
            placeholder={t('search.box.placeholder')}
            slotProps={{ htmlInput: { ...params.inputProps, maxLength: SEARCH_LIMITS.messageMax } }}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchOutlined />}
        sx={{ height: 56, flexShrink: 0 }}
      >
        {t('search.box.submit')}
      </Button>
    </Stack>
  )
}
