// An HTTPS proxy speaking HTTP/2 in front of a plain HTTP server, as a deployment has one (the
// server itself speaks HTTP/1.1; TLS, and with it HTTP/2, belong to the proxy: README). Browsers use
// HTTP/2 only over TLS, so without it a page's few dozen script files queue on six connections, a
// cost no deployment pays. The certificate is made for the run and trusted by the one Chromium that
// is given `chromiumFlags` (its key's hash), nothing else.

import { createHash, X509Certificate } from 'node:crypto'
import { createSecureServer } from 'node:http2'
import proxy from 'http2-proxy'
import selfsigned from 'selfsigned'

/** A certificate for 127.0.0.1, valid for a day, and the base64 SHA-256 of its public key. */
async function certificateFor127() {
  const day = 24 * 3600 * 1000
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - day),
    notAfterDate: new Date(Date.now() + day),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  const spki = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' })
  return { key: pems.private, cert: pems.cert, spkiHash: createHash('sha256').update(spki).digest('base64') }
}

/**
 * Starts the proxy to `target` (an http:// URL) on a free port of 127.0.0.1. Answers
 * `{ url, chromiumFlags, close }`: the https:// URL to open, and the flags that make Chromium
 * trust this run's certificate.
 */
export async function startTlsProxy(target) {
  const { hostname, port } = new URL(target)
  const { key, cert, spkiHash } = await certificateFor127()
  const server = createSecureServer({ key, cert, allowHTTP1: true })
  const upstream = { hostname, port: Number(port) }
  server.on('request', (req, res) =>
    proxy.web(req, res, upstream, (error) => {
      if (!error) return
      if (!res.headersSent) res.statusCode = 502
      res.end()
    }),
  )
  server.on('upgrade', (req, socket, head) =>
    proxy.ws(req, socket, head, upstream, (error) => error && socket.destroy()),
  )
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    chromiumFlags: [`--ignore-certificate-errors-spki-list=${spkiHash}`],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Open HTTP/2 sessions would hold the close until they time out.
        server.closeAllConnections?.()
      }),
  }
}
