import { MessageType } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordSqlBuilds } from '../../test/sql-builds'
import { recordStatements } from '../../test/statements'
import { useTestServer } from '../../test/test-server'
import { insertDialog, sendOk } from './messages.fixtures'

const env = useTestServer({ listen: true })

/** The statements the server runs for one text message sent by `send`, after a first one warmed up. */
async function statementsOf(send: () => Promise<unknown>): Promise<string[]> {
  await send()
  const log = recordStatements(env.t.database)
  await send()
  return log.stop()
}

// A regression guard of the chat's throughput (issue 20): every statement is a round trip on the
// path of each message, and the send once took 18 (the block check twice, the members read three
// times, the new message's files and marks read back, one delivered mark per member).
describe('the statements of a sent text message', () => {
  it('writes to a person in 5: chat and members, block, settings, the insert, the delivered marks', async () => {
    const [a, b] = await Promise.all([env.newUser(), env.newUser()])
    const [sa] = await Promise.all([env.open(a), env.open(b)])
    const sql = await statementsOf(() =>
      sendOk(sa, { interlocutor: b.id, cType: MessageType.TextMessage, text: 'hello' }),
    )
    expect(sql, sql.join('\n')).toHaveLength(5)
  })

  it('writes to a group of four online members in 4: no block to check, the marks of all in one update', async () => {
    const users = await Promise.all([env.newUser(), env.newUser(), env.newUser(), env.newUser()])
    const dialogId = await insertDialog(
      env.db,
      users.map((u) => u.id),
    )
    const [sa] = await Promise.all(users.map((u) => env.open(u)))
    if (!sa) throw new Error('no socket')
    const sql = await statementsOf(() =>
      sendOk(sa, { dialog: dialogId, cType: MessageType.TextMessage, text: 'hello all' }),
    )
    // A group has no block between two people to check: one statement fewer.
    expect(sql, sql.join('\n')).toHaveLength(4)
  })

  it('builds none of its statements again after the first message', async () => {
    const [a, b] = await Promise.all([env.newUser(), env.newUser()])
    const [sa] = await Promise.all([env.open(a), env.open(b)])
    const send = (text: string) => sendOk(sa, { interlocutor: b.id, cType: MessageType.TextMessage, text })
    await send('first')
    const builds = recordSqlBuilds()
    await send('second')
    const built = builds.stop()
    expect(built, built.join('\n')).toEqual([])
    // A text message has no system event and no call: SQL NULL, not the JSON null.
    const rows = await env.t.database.executeSql(
      `select count(*)::int as n from messages where owner_id = $1 and (system is not null or call is not null)`,
      [a.id],
    )
    expect(rows.rows[0]?.n).toBe(0)
  })
})
