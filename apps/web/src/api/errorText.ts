import type { TFunction } from 'i18next'
import type { ApiError } from './ApiError'

/**
 * SPEC 8: the text a person reads for a failed call. A catalogued code has its own translation
 * ('errors.1101'); an unknown code falls back to the error's textCode, then to the access-denied
 * text for 401/403, then to the given default ('Unhandled Error' unless a flow names its own,
 * e.g. 'verifying error').
 */
export const errorText = (t: TFunction, error: ApiError, fallbackKey = 'errors.unhandled'): string => {
  if (error.kind === 'network') return t('errors.network')
  if (error.code !== undefined) {
    const key = `errors.${error.code}`
    const text = t(key)
    if (text !== key) return text
  }
  if (error.textCode) return error.textCode
  if (error.kind === 'access') return t('errors.accessDenied')
  return t(fallbackKey)
}
