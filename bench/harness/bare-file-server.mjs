// The download row's baseline: node:http piping fs.createReadStream of one file to the socket,
// whole or the one `Range: bytes=a-b` asked, nothing else (no session, no lookup, no headers of
// the platform's). Started by pinned-workers.mjs pinned to the server's cpu; prints its port.
import { createReadStream, statSync } from 'node:fs'
import http from 'node:http'

const path = process.argv[2]
const size = statSync(path).size
const server = http.createServer((req, res) => {
  const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
  const start = match ? Number(match[1]) : 0
  const end = match && match[2] !== '' ? Math.min(Number(match[2]), size - 1) : size - 1
  const headers = { 'content-type': 'application/pdf', 'content-length': end - start + 1 }
  if (match) headers['content-range'] = `bytes ${start}-${end}/${size}`
  res.writeHead(match ? 206 : 200, headers)
  createReadStream(path, { start, end }).pipe(res)
})
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`))
