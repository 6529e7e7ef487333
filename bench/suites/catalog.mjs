// Catalogue search through the whole HTTP stack (routing, validation, service, presenter,
// serialisation) against the same query sent straight to the database driver.
import { createTestApp } from '../../apps/server/src/test/test-app.ts'
import { medianMs } from '../measure.mjs'

export const name = 'catalog'

export async function run() {
  const t = await createTestApp()
  const client = t.database.db.$client
  const body = { cls: 154, lang: 1, term: 'новосиб', pageSize: 25 }
  const api = () => t.app.inject({ method: 'POST', url: '/api/core/cls/find', payload: body })
  const sql = `select * from cls_entry where cls = $1 and search like $2
    order by (lower(term_ru) like $3) desc, term_ru, num limit 25`
  const bare = () =>
    Promise.all([
      client.query(sql, [154, '%новосиб%', 'новосиб%']),
      client.query('select count(*) from cls_entry where cls = $1 and search like $2', [154, '%новосиб%']),
    ])
  const check = (await api()).json()
  if (!check.elements?.some((e) => e.term === 'Новосибирск'))
    throw new Error('the API did not find Новосибирск')
  const subject = await medianMs(api)
  const baseline = await medianMs(bare)
  await t.close()
  return [{ metric: 'cls/find (cities, term) vs bare SQL', subject, baseline, unit: 'ms' }]
}
