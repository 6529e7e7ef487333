/// <reference types="vite-plugin-pwa/client" />
import { CHAT_BASE, fileUrl } from '@nauka/contracts'

/** The generated worker (vite-plugin-pwa, generateSW). */
const WORKER = '/sw.js'

/**
 * What the worker is told at registration (read back by public/chat-files-sw.js from its own
 * URL): the chat API's base path and the file API's URL, whose downloads it checks (SPEC 9).
 */
export const workerUrl = (): string => {
  const params = new URLSearchParams({ chatBase: CHAT_BASE, fileApi: fileUrl('') })
  return `${WORKER}?${params.toString()}`
}

/**
 * SPEC 1: the service worker keeps the app shell, so the offline feed opens after a reload. Only
 * production builds register it: in development it would serve stale modules. The worker skips
 * waiting and claims its clients, so a new version takes over on the next navigation.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker.register(workerUrl(), { scope: '/' }).catch(() => undefined)
}
