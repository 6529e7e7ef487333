/* global self, fetch, Response, URL */
/**
 * Loaded into the generated service worker (vite.config.ts, workbox `importScripts`). The page
 * registers the worker as `/sw.js?chatBase=/api/chat/v1&fileApi=/api/core/file/`; this script reads
 * both from its own URL.
 *
 * SPEC 5, 9 in the worker: a downloaded file (the file API) reaches the page only when its
 * Content-Type is one catalogue 58 allows and it is no larger than the attachment limit; chat API
 * calls always go to the network (never cached: offline data is the query cache's job).
 */
;((scope) => {
  const MAX_BYTES = 100 * 1024 * 1024
  const MIME_CATALOGUE = 58

  const guard = {
    config(workerUrl) {
      const params = new URL(workerUrl).searchParams
      return {
        chatBase: params.get('chatBase') || '/api/chat/v1',
        fileApi: params.get('fileApi') || '/api/core/file/',
      }
    },

    /** Catalogue 58's mime types with their aliases, lower case. */
    mimeList(page) {
      const list = []
      for (const item of page?.elements || []) {
        if (typeof item.code === 'string') list.push(item.code.toLowerCase())
        const aliases = item.other && Array.isArray(item.other.aliases) ? item.other.aliases : []
        for (const alias of aliases) if (typeof alias === 'string') list.push(alias.toLowerCase())
      }
      return list
    },

    /**
     * Why a downloaded file must not reach the page, or null. Without the allowed list (it could
     * not be loaded) only the size is checked: the server judged the bytes at upload anyway.
     */
    refusal(headers, allowed) {
      const type = (headers.get('content-type') || '').split(';')[0].trim().toLowerCase()
      if (allowed && allowed.length > 0 && !allowed.includes(type)) return 'unsupported'
      const length = Number(headers.get('content-length'))
      if (Number.isFinite(length) && length > MAX_BYTES) return 'tooLarge'
      return null
    },

    /** What kind of request this is for the worker: a file download, a chat API call, or neither. */
    kind(request, origin, config) {
      if (request.method !== 'GET') return null
      const url = new URL(request.url)
      if (url.origin !== origin) return null
      if (url.pathname.startsWith(config.fileApi)) return 'file'
      if (url.pathname === config.chatBase || url.pathname.startsWith(`${config.chatBase}/`)) return 'chat'
      return null
    },
  }
  scope.chatFileGuard = guard
  if (typeof scope.addEventListener !== 'function' || !scope.location) return

  const config = guard.config(scope.location.href)
  let allowed = null
  const loadAllowed = () => {
    if (allowed) return allowed
    allowed = fetch(`/api/core/cls/all?cls=${MIME_CATALOGUE}&lang=1&page=1&pageSize=10000`, {
      credentials: 'include',
    })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((page) => {
        const list = guard.mimeList(page)
        if (list.length === 0) allowed = null
        return list
      })
      .catch(() => {
        allowed = null
        return []
      })
    return allowed
  }

  scope.addEventListener('fetch', (event) => {
    const kind = guard.kind(event.request, scope.location.origin, config)
    if (kind === 'chat') {
      event.respondWith(fetch(event.request))
      return
    }
    if (kind !== 'file') return
    event.respondWith(
      Promise.all([fetch(event.request), loadAllowed()]).then(([answer, list]) => {
        if (!answer.ok) return answer
        const reason = guard.refusal(answer.headers, list)
        if (!reason) return answer
        return new Response(
          JSON.stringify({ error: { code: 415, textCode: `file.${reason}`, type: 'file', message: reason } }),
          { status: 415, headers: { 'Content-Type': 'application/json' } },
        )
      }),
    )
  })
})(typeof self !== 'undefined' ? self : globalThis)
