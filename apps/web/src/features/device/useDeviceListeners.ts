import { useEffect } from 'react'
import { useDeviceStore } from './device.store'

/** Keeps the device store in step with the window: size, orientation and connectivity. */
export const useDeviceListeners = (): void => {
  useEffect(() => {
    const { resized, setOnline } = useDeviceStore.getState()
    const onResize = () => resized(window.innerWidth, window.innerHeight)
    const onOnline = () => setOnline(true)
    const onOffline = () => setOnline(false)
    onResize()
    setOnline(navigator.onLine)
    window.addEventListener('resize', onResize)
    window.addEventListener('orientationchange', onResize)
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    return () => {
      window.removeEventListener('resize', onResize)
      window.removeEventListener('orientationchange', onResize)
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }, [])
}
