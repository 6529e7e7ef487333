// Sign-in through the whole stack (rate limits, lookup, argon2id verify, session insert, cookie)
// against argon2id verify alone: the hash is meant to dominate, so the ratio should stay near 1.
import { hash, verify } from '@node-rs/argon2'
import { createAppWithMail, createUser } from '../../apps/server/src/test/auth-helpers.ts'
import { medianMs } from '../measure.mjs'

export const name = 'login'

export async function run() {
  const { t, mail, close } = await createAppWithMail()
  const user = await createUser(t, mail)
  let ip = 0
  // A fresh client address per call keeps the per-address limit out of the measurement.
  const api = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/a/login-actions/authenticate',
      remoteAddress: `10.200.${(ip >> 8) & 255}.${ip++ & 255}`,
      payload: { username: user.email, password: user.password },
    })
  const stored = await hash(user.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 })
  const bare = () => verify(stored, user.password)
  if ((await api()).statusCode !== 200) throw new Error('sign-in failed in the benchmark')
  const options = { warmup: 2, rounds: 5, perRound: 5 }
  const subject = await medianMs(api, options)
  const baseline = await medianMs(bare, options)
  await close()
  return [{ metric: 'sign-in vs argon2id verify', subject, baseline, unit: 'ms' }]
}
