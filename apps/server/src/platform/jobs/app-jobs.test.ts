import { expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'

it('starts the job queue once the app is ready and stops it when the app closes', async () => {
  const t = await createTestApp()
  expect(t.app.jobs.running).toBe(true)
  // pg-boss installed its own schema beside the app's tables.
  const { rows } = await t.database.executeSql('select version from pgboss.version')
  expect(rows).toHaveLength(1)
  await t.close()
  expect(t.app.jobs.running).toBe(false)
})
