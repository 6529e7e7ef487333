import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

/** The Socket.IO browser client, as any page on the web can load it. */
const SOCKET_CLIENT = createRequire(import.meta.url).resolve('socket.io-client/dist/socket.io.js')

/** A page's HTML, with `{{...}}` values put in as JSON (never read as markup or code). */
const html = (body: string) => `<!doctype html><meta charset="utf-8"><title>hostile</title>${body}`
const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

export interface HostileSite {
  origin: string
  /** A page that posts a text/plain form to `action` as soon as it loads. */
  textForm(action: string): string
  /** A page that uploads a small file with a multipart form to `action` as soon as it loads. */
  fileForm(action: string, field: string): string
  /** A page that navigates the whole tab to `target` (a link or redirect would do the same). */
  navigation(target: string): string
  /**
   * A page that opens the app's socket with the browser's credentials and sends `message`; its
   * title tells what happened: `sent:<ack>` or `refused:<error>`.
   */
  socket(appOrigin: string, path: string, message: unknown): string
  close(): Promise<void>
}

/**
 * A second site for the cross-site tests: another port on the app's own host (127.0.0.1), so the
 * browser treats it as the same site and sends the app's SameSite=Lax session cookie along.
 */
export const startHostileSite = async (): Promise<HostileSite> => {
  const pages = new Map<string, string>()
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://hostile').pathname
    if (path === '/socket.io.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(readFileSync(SOCKET_CLIENT))
      return
    }
    const page = pages.get(path)
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const serve = (body: string) => {
    const path = `/page-${pages.size + 1}`
    pages.set(path, html(body))
    return `${origin}${path}`
  }
  return {
    origin,
    textForm: (action) =>
      serve(`<form method="POST" enctype="text/plain"><input name="x" value="1"></form>
        <script>const form = document.forms[0]; form.action = ${json(action)}; form.submit()</script>`),
    fileForm: (action, field) =>
      serve(`<form method="POST" enctype="multipart/form-data"><input type="file"></form>
        <script>
          const form = document.forms[0]
          const input = form.querySelector('input')
          const files = new DataTransfer()
          files.items.add(new File(['forged upload'], 'forged.txt', { type: 'text/plain' }))
          input.name = ${json(field)}
          input.files = files.files
          form.action = ${json(action)}
          form.submit()
        </script>`),
    navigation: (target) => serve(`<script>location.href = ${json(target)}</script>`),
    socket: (appOrigin, path, message) =>
      serve(`<script src="/socket.io.js"></script>
        <script>
          // WebSocket straight away: no CORS applies to it, so only the server's own check stops it.
          const socket = io(${json(appOrigin)}, {
            path: ${json(path)},
            withCredentials: true,
            transports: ['websocket'],
            reconnection: false,
          })
          socket.on('connect', () =>
            socket.emit('message', ${json(message)}, (ack) => { document.title = 'sent:' + JSON.stringify(ack) }),
          )
          socket.on('connect_error', (error) => { document.title = 'refused:' + error.message })
        </script>`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
