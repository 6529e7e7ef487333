import { enUS, ruRU } from '@mui/material/locale'
import { createTheme, darken, lighten, type Theme, type ThemeOptions } from '@mui/material/styles'
import { BREAKPOINTS } from '@nauka/contracts'
import { SCHEME_ATTRIBUTE } from '../boot/bootKeys'
import { BRAND_COLOR } from '../shared/brand'
import { FONT_FAMILY, PAGE_BACKGROUND } from './look'

/*
 * #2E83D9 gives 3.9:1 against white and 4.3:1 against dark paper, short of the 4.5:1 that body-size
 * text needs (WCAG AA, checked by axe). Text and fills in the primary colour therefore use a shade
 * of it per scheme: darker on light surfaces (5.2:1), lighter on dark ones (6.6:1). The base colour
 * itself marks the brand (logo, selection bars, focus ring), where 3:1 suffices.
 */
const PRIMARY_ON_LIGHT = darken(BRAND_COLOR, 0.15)
const PRIMARY_ON_DARK = lighten(BRAND_COLOR, 0.3)

/**
 * One theme with both colour schemes; MUI keeps the chosen mode in localStorage and follows the
 * system preference until the person picks (SPEC 1: light and dark themes).
 */
const options: ThemeOptions = {
  cssVariables: { colorSchemeSelector: SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: PRIMARY_ON_LIGHT, contrastText: '#ffffff' },
        background: { default: PAGE_BACKGROUND.light, paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: PRIMARY_ON_DARK, contrastText: '#0b1a2a' },
        background: { default: PAGE_BACKGROUND.dark, paper: '#171d25' },
      },
    },
  },
  // SPEC 9: 768 (mobile below), 1200 (desktop), 1280 (wide, room for the right bar).
  breakpoints: {
    values: { xs: 0, sm: BREAKPOINTS.mobile, md: BREAKPOINTS.desktop, lg: BREAKPOINTS.wide, xl: 1536 },
  },
  typography: {
    fontFamily: FONT_FAMILY,
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        // MUI removes the outline of buttons; keyboard users get a clear ring back.
        root: { '&.Mui-focusVisible': { outline: `3px solid ${BRAND_COLOR}`, outlineOffset: 2 } },
      },
    },
    // Links inside sentences must not rely on colour alone (WCAG 1.4.1); lists of links opt out.
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiCssBaseline: {
      styleOverrides: {
        // The same ring on links and other focusable elements outside ButtonBase.
        'a:focus-visible, [tabindex]:focus-visible': {
          outline: `3px solid ${BRAND_COLOR}`,
          outlineOffset: 2,
        },
        body: { minHeight: '100dvh' },
      },
    },
  },
}

/**
 * The theme with MUI's own texts (an autocomplete's "Open" and "Clear", "No options", pagination)
 * in the reader's language: without it a Russian page names those buttons in English.
 */
const made = new Map<'ru' | 'en', Theme>()

/** Made on first use: a theme costs tens of milliseconds of a phone's first load, and a reader reads in one language. */
export const themeFor = (language: string): Theme => {
  const locale = language.startsWith('en') ? 'en' : 'ru'
  let theme = made.get(locale)
  if (!theme) {
    theme = createTheme(options, locale === 'en' ? enUS : ruRU)
    made.set(locale, theme)
  }
  return theme
}

// MUI's types know the theme has CSS variables (as `options` says) only when told.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true
  }
}
