/**
 * Run by clean-exit.test.ts in a process of its own: starts a queue, runs one job, stops the queue
 * and closes the database, then reports what is still open. The process must then end by itself.
 */
import { JobQueue } from './job-queue'
import { scratchDatabase } from './scratch-database'

const scratch = await scratchDatabase()
const database = await scratch.open()
const queue = new JobQueue<{ 'test.once': { label: string } }>(database, {
  log: { warn: () => {}, error: (details, message) => console.error(message, details) },
})
let ran: () => void = () => {}
const done = new Promise<void>((resolve) => {
  ran = resolve
})
queue.define('test.once', async () => ran())
await queue.start()
await queue.send('test.once', { label: 'once' })
await done
await queue.stop()
await database.close()
await scratch.dispose()
// The pipes of stdout and stderr to the test are the only things meant to be open.
const open = process.getActiveResourcesInfo().filter((resource) => resource !== 'PipeWrap')
process.stdout.write(JSON.stringify({ ran: true, open }))
// Something left open keeps the process up: end it with a code the test reads rather than hang the
// test. Unref'd, this timer alone does not hold the process.
setTimeout(() => process.exit(2), 10_000).unref()
