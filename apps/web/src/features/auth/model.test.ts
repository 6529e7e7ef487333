import type { UserInfo } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { type AuthState, initialAuthState, nextAuthState } from './model'

const status = (id = 7) => ({ id, email: `u${id}@example.org`, emailVerified: true, lang: 1 })
const userInfo = (id: number, email = `u${id}@example.org`): UserInfo => ({
  id,
  email,
  firstName: null,
  lastName: null,
  nickname: null,
  phone: null,
  birthDate: null,
  imageUrl: null,
  bannerUrl: null,
  keywordsMap: {},
  settings: {},
  addresses: [],
  lang: 2,
})
const signedIn: AuthState = nextAuthState(initialAuthState, { type: 'succeeded', status: status() })
const wrong = { key: 'errors.1101' }

describe('auth state', () => {
  it('holds the loading screen for the first check only: a later check keeps the signed-in page', () => {
    const starting = nextAuthState(initialAuthState, { type: 'requested' })
    expect(starting).toMatchObject({ firstLoading: true, authenticated: false, userId: null })
    expect(nextAuthState(signedIn, { type: 'requested' })).toMatchObject({
      firstLoading: false,
      authenticated: true,
      userId: 7,
    })
  })

  it('goes loading when a check or sign in starts, dropping an old error', () => {
    const failed = nextAuthState(initialAuthState, { type: 'failed', error: wrong, code: 1101 })
    const next = nextAuthState({ ...failed, firstLoading: true }, { type: 'requested' })
    expect(next).toMatchObject({ loading: true, error: null, errorCode: null, firstLoading: true })
  })

  it('becomes authenticated with the id, e-mail and language of the user status', () => {
    const loading = nextAuthState(initialAuthState, { type: 'requested' })
    expect(nextAuthState(loading, { type: 'succeeded', status: { ...status(17), lang: 2 } })).toEqual({
      ...initialAuthState,
      authenticated: true,
      userId: 17,
      email: 'u17@example.org',
      lang: 2,
      firstLoading: false,
    })
  })

  it('stores the own user info, and only the own', () => {
    const withUser = nextAuthState(signedIn, { type: 'userLoaded', user: userInfo(7, 'new@example.org') })
    expect(withUser).toMatchObject({ user: { id: 7 }, email: 'new@example.org', lang: 2 })
    expect(nextAuthState(signedIn, { type: 'userLoaded', user: userInfo(8) })).toBe(signedIn)
    const visitor = nextAuthState(initialAuthState, { type: 'failed' })
    expect(nextAuthState(visitor, { type: 'userLoaded', user: userInfo(7) })).toBe(visitor)
  })

  it('keeps the user info through a new check of the same user, but not for another user', () => {
    const withUser = nextAuthState(signedIn, { type: 'userLoaded', user: userInfo(7) })
    const again = nextAuthState(nextAuthState(withUser, { type: 'requested' }), {
      type: 'succeeded',
      status: status(7),
    })
    expect(again.user?.id).toBe(7)
    expect(nextAuthState(withUser, { type: 'succeeded', status: status(9) }).user).toBeNull()
  })

  it('resets to initial on failure, ending the first loading and keeping the message and code', () => {
    const loading = nextAuthState(signedIn, { type: 'requested' })
    expect(nextAuthState(loading, { type: 'failed', error: wrong, code: 1101 })).toEqual({
      ...initialAuthState,
      firstLoading: false,
      error: wrong,
      errorCode: 1101,
    })
  })

  it('resets to initial without a message when the start-up check fails', () => {
    const checking = nextAuthState(initialAuthState, { type: 'requested' })
    expect(nextAuthState(checking, { type: 'failed' })).toEqual({ ...initialAuthState, firstLoading: false })
  })

  it('resets to initial on logout, forgetting the user info', () => {
    const withUser = nextAuthState(signedIn, { type: 'userLoaded', user: userInfo(7) })
    expect(nextAuthState(withUser, { type: 'loggedOut' })).toEqual({
      ...initialAuthState,
      firstLoading: false,
    })
  })

  it('clears an error and its code when the person edits the form, and keeps the same object otherwise', () => {
    const failed = nextAuthState(initialAuthState, { type: 'failed', error: { key: 'x' }, code: 1110 })
    expect(nextAuthState(failed, { type: 'errorCleared' })).toMatchObject({ error: null, errorCode: null })
    expect(nextAuthState(signedIn, { type: 'errorCleared' })).toBe(signedIn)
  })
})
