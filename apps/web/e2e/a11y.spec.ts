import { axeViolations } from './axe'
import { expect, test } from './fixtures'

const pages = ['/login', '/registration', '/restore-password']
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

for (const locale of ['ru', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`has no axe violations of any impact in ${locale}, ${scheme} theme, on a ${device}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        // The stored choices, as if the person had picked them before.
        await page.addInitScript(
          ({ lang, mode }) => {
            localStorage.setItem('nauka.locale', lang)
            localStorage.setItem('mui-mode', mode)
          },
          { lang: locale, mode: scheme },
        )
        for (const path of pages) {
          await page.goto(path)
          await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          expect(await axeViolations(page, path)).toEqual([])
        }
      })
    }
  }
}
