// The sign-in row's baseline: argon2id verify alone, `connections` verifies kept in flight for
// `seconds`, in a bare process the caller pins to the server's cpu (pinned-workers.mjs). The hash
// carries its own parameters, so a hash made by the server's password.ts verifies at its cost.
import { verify } from '@node-rs/argon2'

async function verifyLoop({ hash, password, connections, seconds }) {
  await verify(hash, password)
  let done = 0
  const cpu = process.cpuUsage()
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        if (!(await verify(hash, password))) throw new Error('the bench hash does not verify')
        done += 1
      }
    }),
  )
  const { user, system } = process.cpuUsage(cpu)
  return {
    verifies: done,
    perSecond: done / ((performance.now() - started) / 1000),
    cpuMsPerVerify: (user + system) / 1000 / done,
  }
}

let input = ''
for await (const chunk of process.stdin) input += chunk
process.stdout.write(JSON.stringify(await verifyLoop(JSON.parse(input))))
