import { describe, expect, it } from 'vitest'
import { initialResetLinkState, nextResetLinkState } from './restore.model'

describe('reset link', () => {
  it('fails before the form when the key cannot be used', () => {
    expect(nextResetLinkState(initialResetLinkState, { type: 'failed', error: 'empty key' })).toEqual({
      phase: 'failed',
      error: 'empty key',
    })
  })

  it('shows the form with the token, then saves and succeeds', () => {
    const ready = nextResetLinkState(initialResetLinkState, { type: 'tokenReceived', token: { key: 'k' } })
    expect(ready).toEqual({ phase: 'ready', token: { key: 'k' }, saving: false, error: null })
    const saving = nextResetLinkState(ready, { type: 'saving' })
    expect(saving).toMatchObject({ phase: 'ready', saving: true })
    expect(nextResetLinkState(saving, { type: 'saved' })).toEqual({ phase: 'done' })
  })

  it('keeps the form with the message when saving fails, until the person edits', () => {
    const saving = { phase: 'ready' as const, token: {}, saving: true, error: null }
    const failed = nextResetLinkState(saving, { type: 'failed', error: 'expired' })
    expect(failed).toEqual({ phase: 'ready', token: {}, saving: false, error: 'expired' })
    expect(nextResetLinkState(failed, { type: 'errorCleared' })).toMatchObject({ error: null })
  })
})
