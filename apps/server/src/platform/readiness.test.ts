import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { checkReadiness, runCheck } from './readiness'

const silent = pino({ level: 'silent' })
const never = () => new Promise<void>(() => {})

describe('a readiness check', () => {
  it('is ok when the probe answers in time', async () => {
    expect(await runCheck(async () => {}, 1_000)).toEqual({ outcome: 'ok' })
  })

  it('fails with the error the probe threw', async () => {
    const error = new Error('refused')
    expect(await runCheck(() => Promise.reject(error), 1_000)).toEqual({ outcome: 'failed', error })
  })

  it('gives up on a probe that hangs, and aborts its signal', async () => {
    let signal: AbortSignal | undefined
    const started = Date.now()
    const result = await runCheck((s) => {
      signal = s
      return never()
    }, 50)
    expect(result).toEqual({ outcome: 'timeout' })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(signal?.aborted).toBe(true)
  })
})

describe('readiness', () => {
  it('is ready when every dependency answers', async () => {
    const ok = async () => {}
    expect(await checkReadiness({ database: ok, storage: ok, redis: ok }, silent, 50)).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', redis: 'ok' },
    })
  })

  it('is unavailable and names the dependency that did not answer, leaving out one not configured', async () => {
    const ok = async () => {}
    expect(await checkReadiness({ database: ok, storage: never }, silent, 50)).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'timeout' },
    })
  })
})
