// The baseline of the realtime rows: a bare `ws` server doing the chat's routing and nothing else
// (no database, no validation, no rate limits). A connection says its user in the address
// (`/?user=12`); a message names the interlocutor; the relay finds or makes their personal dialog,
// sends the message to every socket of both members (as the server's ChatEvents.newMessage does)
// and acknowledges it to the sender. Run as its own process: `node relay.mjs <port>`; it prints
// `listening` once it accepts connections.
import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'

const port = Number(process.argv[2] ?? 0)
/** user id → their open sockets */
const socketsOf = new Map()
/** "a:b" (a < b) → { id, members } */
const dialogs = new Map()
let nextMessageId = 1

function dialogOf(a, b) {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`
  let dialog = dialogs.get(key)
  if (!dialog) {
    dialog = { id: dialogs.size + 1, members: [a, b] }
    dialogs.set(key, dialog)
  }
  return dialog
}

function relay(from, raw) {
  const sent = JSON.parse(raw)
  const dialog = dialogOf(from, sent.interlocutor)
  const message = {
    id: nextMessageId++,
    dialogId: dialog.id,
    ownerId: from,
    text: sent.text,
    createdAt: new Date().toISOString(),
  }
  const event = JSON.stringify({ dialog: dialog.id, message, action: null, clientId: sent.clientId })
  for (const member of dialog.members) for (const socket of socketsOf.get(member) ?? []) socket.send(event)
  return { ack: sent.clientId, ok: true, message }
}

const http = createServer((_req, res) => res.writeHead(404).end())
const wss = new WebSocketServer({ server: http })
wss.on('connection', (socket, req) => {
  const user = Number(new URL(req.url ?? '/', 'http://relay').searchParams.get('user'))
  if (!socketsOf.has(user)) socketsOf.set(user, new Set())
  socketsOf.get(user).add(socket)
  socket.on('message', (raw) => socket.send(JSON.stringify(relay(user, raw))))
  socket.on('close', () => socketsOf.get(user)?.delete(socket))
})
http.listen(port, '127.0.0.1', () => console.log(`listening ${http.address().port}`))
