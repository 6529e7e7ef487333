import { ThemeProvider } from '@mui/material/styles'
import { render } from '@testing-library/react'
import { createElement } from 'react'
import { expect, it } from 'vitest'
import { AppProviders } from '../src/app/AppProviders'
import { themeFor } from '../src/app/theme'
import { themeStyleSheet } from './themeSheet'

/** The rules of a style sheet that set MUI's variables, each as stylis writes it. */
const variableRules = (css: string) =>
  css
    .split('}')
    .filter((rule) => /[{;]--mui-[\w-]+:/.test(rule))
    .map((rule) => `${rule.trim()}}`)

/** Every rule emotion wrote into the page (development mode: text, not insertRule). */
const writtenCss = () =>
  [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('')

it('is what MUI writes at run time, rule for rule, both schemes', () => {
  const view = render(createElement(ThemeProvider, { theme: themeFor('ru'), noSsr: true }, 'x'))
  const atRunTime = variableRules(writtenCss())
  view.unmount()
  const built = variableRules(themeStyleSheet(themeFor('ru')))
  expect(built.length).toBe(3)
  const dark = built.find((rule) => rule.startsWith('[data-mui-color-scheme="dark"]{'))
  expect(dark).toContain(';color-scheme:dark;')
  expect(new Set(built)).toEqual(new Set(atRunTime))
})

it('is not written again by the app, which finds it in the page', () => {
  const view = render(createElement(AppProviders, null, 'x'))
  expect(variableRules(writtenCss())).toEqual([])
  view.unmount()
})
