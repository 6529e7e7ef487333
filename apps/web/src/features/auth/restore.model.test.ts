import { describe, expect, it } from 'vitest'
import { initialRestoreState, nextRestoreState, type RestoreState, resetLinkPhase } from './restore.model'

const metadata = { key: 'k', authSessionId: 's', clientId: 'web', tabId: 't' }
const token = { ...metadata, tokenType: 'reset-credentials' as const, followUp: true }
const expired = { key: 'errors.1302' }

describe('restore: the e-mail step', () => {
  it('sets the mail-sent flag with the address once the link is requested', () => {
    const sending = nextRestoreState(initialRestoreState, { type: 'requested' })
    expect(sending.loading).toBe(true)
    expect(nextRestoreState(sending, { type: 'mailSent', email: 'a@b.org' })).toEqual({
      ...initialRestoreState,
      mailSent: true,
      email: 'a@b.org',
    })
  })

  it('keeps the message of a failed request until the person edits', () => {
    const failed = nextRestoreState(
      { ...initialRestoreState, loading: true },
      { type: 'failed', error: expired },
    )
    expect(failed).toMatchObject({ loading: false, error: expired, mailSent: false })
    expect(nextRestoreState(failed, { type: 'errorCleared' }).error).toBeNull()
  })
})

describe('restore: the link', () => {
  it('checks a newly opened key, then keeps only the four ids of the token', () => {
    const opened = nextRestoreState(initialRestoreState, { type: 'linkOpened', key: 'k' })
    expect(resetLinkPhase(opened)).toBe('checking')
    expect(opened.loading).toBe(true)
    const ready = nextRestoreState(opened, { type: 'tokenReceived', metadata: token })
    expect(ready.metadata).toEqual(metadata)
    expect(resetLinkPhase(ready)).toBe('ready')
  })

  it('keeps the metadata of the same key when the page is opened again (a reload), not of another', () => {
    const ready: RestoreState = { ...initialRestoreState, metadata }
    expect(nextRestoreState(ready, { type: 'linkOpened', key: 'k' })).toMatchObject({
      metadata,
      loading: false,
    })
    expect(nextRestoreState(ready, { type: 'linkOpened', key: 'other' })).toMatchObject({
      metadata: null,
      loading: true,
    })
  })

  it('fails before the form when the key cannot be used', () => {
    const opened = nextRestoreState(initialRestoreState, { type: 'linkOpened', key: 'k' })
    const failed = nextRestoreState(opened, { type: 'failed', error: expired })
    expect(resetLinkPhase(failed)).toBe('failed')
  })

  it('keeps the form with the message when saving fails', () => {
    const saving = nextRestoreState({ ...initialRestoreState, metadata }, { type: 'requested' })
    const failed = nextRestoreState(saving, { type: 'failed', error: expired })
    expect(failed).toMatchObject({ loading: false, error: expired, metadata })
    expect(resetLinkPhase(failed)).toBe('ready')
  })

  it('drops the spent metadata on success, and the success button resets everything', () => {
    const saving = nextRestoreState({ ...initialRestoreState, metadata }, { type: 'requested' })
    const done = nextRestoreState(saving, { type: 'saved' })
    expect(done).toEqual({ ...initialRestoreState, success: true })
    expect(resetLinkPhase(done)).toBe('done')
    expect(nextRestoreState(done, { type: 'reset' })).toEqual(initialRestoreState)
  })
})
