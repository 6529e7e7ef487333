import { create } from 'zustand'
import { type AuthEvent, type AuthState, initialAuthState, nextAuthState } from './model'

type AuthStore = AuthState & { dispatch: (event: AuthEvent) => void }

/** Client-side auth session; every change goes through the pure nextAuthState. */
export const useAuthStore = create<AuthStore>()((set) => ({
  ...initialAuthState,
  dispatch: (event) => set((store) => nextAuthState(store, event)),
}))
