import { useQuery } from '@tanstack/react-query'
import { fetchIdentityProviders } from './auth.api'

export const authKeys = {
  identityProviders: ['auth', 'identity-providers'] as const,
}

/** The social sign-in providers the server offers; they rarely change during a visit. */
export const useIdentityProviders = () =>
  useQuery({ queryKey: authKeys.identityProviders, queryFn: fetchIdentityProviders, staleTime: 5 * 60_000 })
