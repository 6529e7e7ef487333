import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { act, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AppProviders } from './AppProviders'
import { initI18n } from './i18n'

// As main.tsx does before the app's first render.
beforeAll(() => {
  initI18n()
})

const picker = (
  <AppProviders>
    <Autocomplete options={['a', 'b']} renderInput={(params) => <TextField {...params} label="x" />} />
  </AppProviders>
)

describe("MUI's own texts", () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('ru'))
  })

  it('follow the reader: Russian, then English after a switch', async () => {
    await act(() => i18next.changeLanguage('ru'))
    render(picker)
    expect(screen.getByRole('button', { name: 'Открыть' }).getAttribute('title')).toBe('Открыть')
    await act(() => i18next.changeLanguage('en'))
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('title')).toBe('Open')
  })
})
