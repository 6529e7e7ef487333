import { describe, expect, it } from 'vitest'
import { type AuthState, initialAuthState, nextAuthState } from './model'

const signedIn: AuthState = {
  authenticated: true,
  userId: 7,
  loading: false,
  firstLoading: false,
  error: null,
}

describe('auth state', () => {
  it('starts unauthenticated with the first check pending', () => {
    expect(initialAuthState).toEqual({
      authenticated: false,
      userId: null,
      loading: false,
      firstLoading: true,
      error: null,
    })
  })

  it('goes loading when a check or sign in starts, dropping an old error', () => {
    const next = nextAuthState({ ...initialAuthState, error: 'bad' }, { type: 'requested' })
    expect(next.loading).toBe(true)
    expect(next.error).toBeNull()
    expect(next.firstLoading).toBe(true)
  })

  it('becomes authenticated with the user id on success', () => {
    const loading = nextAuthState(initialAuthState, { type: 'requested' })
    expect(nextAuthState(loading, { type: 'succeeded', userId: 17 })).toEqual({
      authenticated: true,
      userId: 17,
      loading: false,
      firstLoading: false,
      error: null,
    })
  })

  it('resets to initial on failure, ending the first loading and keeping the message', () => {
    const loading = nextAuthState(signedIn, { type: 'requested' })
    expect(nextAuthState(loading, { type: 'failed', error: 'Invalid credentials' })).toEqual({
      ...initialAuthState,
      firstLoading: false,
      error: 'Invalid credentials',
    })
  })

  it('resets to initial without a message when the start-up check fails', () => {
    const checking = nextAuthState(initialAuthState, { type: 'requested' })
    expect(nextAuthState(checking, { type: 'failed' })).toEqual({ ...initialAuthState, firstLoading: false })
  })

  it('resets to initial on logout', () => {
    expect(nextAuthState(signedIn, { type: 'loggedOut' })).toEqual({
      ...initialAuthState,
      firstLoading: false,
    })
  })

  it('clears an error when the person edits the form, and keeps the same object otherwise', () => {
    const failed = nextAuthState(initialAuthState, { type: 'failed', error: 'x' })
    expect(nextAuthState(failed, { type: 'errorCleared' }).error).toBeNull()
    expect(nextAuthState(signedIn, { type: 'errorCleared' })).toBe(signedIn)
  })
})
