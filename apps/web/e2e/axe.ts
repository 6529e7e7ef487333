import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

/**
 * axe's experimental rules run too (label-content-name-mismatch is one: a control named otherwise
 * than it reads, which voice control cannot reach). Issue 12: zero violations of any impact.
 */
const EXPERIMENTAL = Object.fromEntries(
  axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
)

/**
 * Every axe violation on the page once its transitions have finished, of any impact, one line
 * each. Colours are checked at rest: a dialog fading in or a button fading from disabled to
 * enabled is not what people read, and axe blends the half-transparent frame into a false
 * contrast failure.
 */
export const axeViolations = async (page: Page, where = ''): Promise<string[]> => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  // MUI's focus trap brackets every dialog with two empty focusable sentinels that hand focus back
  // inside; they have no role by design, and the experimental focus-order-semantics rule would
  // flag the library's trap rather than anything of ours.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL })
    .exclude('[data-testid="sentinelStart"]')
    .exclude('[data-testid="sentinelEnd"]')
    // The default mode opens a blank page for every check to merge the frames' results in; a page
    // of one frame (the app has no iframes) has nothing to merge, and axe.run in the page itself
    // finds the same (every page of the newcomer walk: the same violations, passes and incomplete,
    // node by node, with and without planted faults) in about 60% of the time. A page with frames
    // keeps the default mode, which also reaches frames of other origins.
    .setLegacyMode(page.frames().length === 1)
    .analyze()
  return violations.map(
    (v) =>
      `${where}${where ? ': ' : ''}${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

const themes = ['light', 'dark'] as const
const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/** Zero axe violations at both sizes in both themes, the page reloaded for each theme. */
export const checkEverywhere = async (page: Page, where: string, ready: () => Promise<void>) => {
  for (const scheme of themes) {
    await page.evaluate((mode) => localStorage.setItem('mui-mode', mode), scheme)
    for (const size of sizes) {
      await page.setViewportSize(size)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
      await ready()
      // Nothing makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      expect(await axeViolations(page, `${where}, ${scheme}, ${size.width}px`)).toEqual([])
    }
  }
  await page.setViewportSize(sizes[0])
}
