import { create } from 'zustand'
import { type DeviceState, measured, orientationOf } from './model'

type DeviceStore = DeviceState & {
  resized: (width: number, height: number) => void
  setOnline: (online: boolean) => void
  setMobileMenuOpen: (open: boolean) => void
}

const readWindow = (): DeviceState => {
  const width = window.innerWidth
  const height = window.innerHeight
  return {
    width,
    height,
    orientation: orientationOf(width, height),
    online: navigator.onLine,
    mobileMenuOpen: false,
  }
}

/** Width, height, orientation, online flag and mobile menu flag (SPEC 3), fed by window listeners. */
export const useDeviceStore = create<DeviceStore>()((set) => ({
  ...readWindow(),
  resized: (width, height) => set((state) => measured(state, width, height)),
  setOnline: (online) => set({ online }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
}))
