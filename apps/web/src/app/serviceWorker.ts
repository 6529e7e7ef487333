/// <reference types="vite-plugin-pwa/client" />

/**
 * SPEC 1: the service worker keeps the app shell, so the offline feed opens after a reload. Only
 * production builds register it: in development it would serve stale modules.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }))
}
