import { create } from 'zustand'

type LogoutDialogStore = { open: boolean; show: () => void; hide: () => void }

/** The sign-out confirmation can be asked for from the bar, the drawer or the header. */
export const useLogoutDialog = create<LogoutDialogStore>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}))
