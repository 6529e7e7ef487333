// The baseline of the realtime rows: a bare `ws` server doing the chat's routing (routing.mjs) and
// nothing else (no database, no validation, no rate limits). A connection says its user in the
// address (`/?user=12`); each message is acknowledged to its sender on the same connection. Run as
// its own process: `node relay.mjs <port>`; it prints `listening` once it accepts connections.
import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'
import { route } from './routing.mjs'

const port = Number(process.argv[2] ?? 0)
/** user id → their open sockets */
const socketsOf = new Map()

const http = createServer((_req, res) => res.writeHead(404).end())
const wss = new WebSocketServer({ server: http })
wss.on('connection', (socket, req) => {
  const user = Number(new URL(req.url ?? '/', 'http://relay').searchParams.get('user'))
  if (!socketsOf.has(user)) socketsOf.set(user, new Set())
  socketsOf.get(user).add(socket)
  socket.on('message', (raw) => {
    const sent = JSON.parse(raw)
    const { members, event, ack } = route(user, sent)
    const text = JSON.stringify(event)
    for (const member of members) for (const other of socketsOf.get(member) ?? []) other.send(text)
    socket.send(JSON.stringify({ ack: sent.clientId, ...ack }))
  })
  socket.on('close', () => socketsOf.get(user)?.delete(socket))
})
http.listen(port, '127.0.0.1', () => console.log(`listening ${http.address().port}`))
