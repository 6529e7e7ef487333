import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's experimental rules run too (label-content-name-mismatch is one: a control named otherwise
 * than it reads, which voice control cannot reach). Issue 12: zero violations of any impact.
 */
const EXPERIMENTAL = [
  'css-orientation-lock',
  'focus-order-semantics',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
]

/** Every axe violation on the page as it is now, of any impact, one line each. */
export const axeViolations = async (page: Page, where = ''): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL.map((id) => [id, { enabled: true }])) })
    .analyze()
  return violations.map(
    (v) =>
      `${where}${where ? ': ' : ''}${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
