import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

const pages = ['/login', '/registration', '/restore-password']

for (const locale of ['ru', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations in ${locale}, ${scheme} theme`, async ({ page }) => {
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
        const { violations } = await new AxeBuilder({ page }).analyze()
        const severe = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        expect(severe).toEqual([])
      }
    })
  }
}
