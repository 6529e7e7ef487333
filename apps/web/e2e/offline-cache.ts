import type { Page } from '@playwright/test'

/** What the offline cache (app/queryPersistence.ts) has written to IndexedDB, as text. */
export const keptCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('nauka-query-cache')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) {
            db.close()
            resolve('')
            return
          }
          const read = db.transaction('queries').objectStore('queries').get('queries')
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            resolve(typeof read.result === 'string' ? read.result : '')
            db.close()
          }
        }
      }),
  )
