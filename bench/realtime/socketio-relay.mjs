// A second reference for the realtime rows: the same routing as relay.mjs (routing.mjs) over a bare
// Socket.IO server (the server's library, its path, a room per user, acknowledgements) with no
// session, database or rate limits, so the figures split what Socket.IO itself costs from what the
// platform adds. A client says its user in the handshake's query (`user`). Run as its own process:
// `node socketio-relay.mjs <port> <path>`; it prints `listening` once it accepts connections.
import { createServer } from 'node:http'
import { Server } from 'socket.io'
import { route } from './routing.mjs'

const [port, path] = [Number(process.argv[2] ?? 0), process.argv[3]]
const room = (user) => `user:${user}`

const http = createServer()
const io = new Server(http, { path, serveClient: false })
io.on('connection', (socket) => {
  const user = Number(socket.handshake.query.user)
  void socket.join(room(user))
  socket.on('message', (sent, answer) => {
    const { members, event, ack } = route(user, sent)
    for (const member of members) io.to(room(member)).emit('message', event)
    answer(ack)
  })
})
http.listen(port, '127.0.0.1', () => console.log(`listening ${http.address().port}`))
