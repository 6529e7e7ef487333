import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import axe from 'axe-core'

/**
 * axe's experimental rules run too (label-content-name-mismatch is one: a control named otherwise
 * than it reads, which voice control cannot reach). Issue 12: zero violations of any impact.
 */
const EXPERIMENTAL = Object.fromEntries(
  axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
)

/** Every axe violation on the page as it is now, of any impact, one line each. */
export const axeViolations = async (page: Page, where = ''): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).analyze()
  return violations.map(
    (v) =>
      `${where}${where ? ': ' : ''}${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
