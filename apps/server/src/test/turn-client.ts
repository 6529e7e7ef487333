/**
 * The few STUN/TURN messages (RFC 8489, RFC 8656) a test needs to ask a real TURN server for a
 * relay over UDP: a Binding request (is it up?) and an Allocate with long-term credentials. Node
 * only, so the browser tests' setup can import it too.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createSocket } from 'node:dgram'

const MAGIC_COOKIE = 0x2112a442
const METHOD = { binding: 0x0001, allocate: 0x0003 } as const
/** Class bits of a response (RFC 8489 §5): success 0x0100, error 0x0110. */
const SUCCESS = 0x0100
const ERROR = 0x0110
const ATTR = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  realm: 0x0014,
  nonce: 0x0015,
  xorRelayedAddress: 0x0016,
  requestedTransport: 0x0019,
} as const
const UDP = 17
/** Loopback drops nothing in practice; resending covers a busy server's first moments. */
const RESEND_MS = 250

type Attribute = [type: number, value: Buffer]

const padded = (length: number) => Math.ceil(length / 4) * 4

function encode(type: number, transactionId: Buffer, attributes: Attribute[], integrityKey?: Buffer) {
  const body = Buffer.concat(
    attributes.map(([attr, value]) => {
      const tlv = Buffer.alloc(4 + padded(value.length))
      tlv.writeUInt16BE(attr, 0)
      tlv.writeUInt16BE(value.length, 2)
      value.copy(tlv, 4)
      return tlv
    }),
  )
  const header = Buffer.alloc(20)
  header.writeUInt16BE(type, 0)
  header.writeUInt32BE(MAGIC_COOKIE, 4)
  transactionId.copy(header, 8)
  if (!integrityKey) {
    header.writeUInt16BE(body.length, 2)
    return Buffer.concat([header, body])
  }
  // The HMAC covers the message with its length already counting the MESSAGE-INTEGRITY attribute.
  header.writeUInt16BE(body.length + 24, 2)
  const hmac = createHmac('sha1', integrityKey)
    .update(Buffer.concat([header, body]))
    .digest()
  const integrity = Buffer.alloc(4)
  integrity.writeUInt16BE(ATTR.messageIntegrity, 0)
  integrity.writeUInt16BE(20, 2)
  return Buffer.concat([header, body, integrity, hmac])
}

interface Decoded {
  type: number
  transactionId: Buffer
  attributes: Map<number, Buffer>
}

function decode(message: Buffer): Decoded {
  const attributes = new Map<number, Buffer>()
  let offset = 20
  const end = 20 + message.readUInt16BE(2)
  while (offset + 4 <= end) {
    const type = message.readUInt16BE(offset)
    const length = message.readUInt16BE(offset + 2)
    attributes.set(type, message.subarray(offset + 4, offset + 4 + length))
    offset += 4 + padded(length)
  }
  return { type: message.readUInt16BE(0), transactionId: message.subarray(8, 20), attributes }
}

type Transact = (build: (transactionId: Buffer) => Buffer) => Promise<Decoded>

/**
 * Runs `talk` with one UDP socket to 127.0.0.1:`port` (coturn binds a nonce to the client's
 * address, so a challenge and its answer must share it). Each request resolves with its response,
 * resent until it comes or `signal` gives up.
 */
async function withSocket<T>(port: number, talk: (transact: Transact) => Promise<T>, signal?: AbortSignal) {
  const socket = createSocket('udp4')
  const failed = new Promise<never>((_, reject) => {
    socket.once('error', reject)
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  failed.catch(() => {})
  const timers = new Set<NodeJS.Timeout>()
  const transact: Transact = (build) => {
    const transactionId = randomBytes(12)
    const request = build(transactionId)
    const answered = new Promise<Decoded>((resolve) => {
      const onMessage = (message: Buffer) => {
        const decoded = decode(message)
        if (!decoded.transactionId.equals(transactionId)) return
        socket.off('message', onMessage)
        clearInterval(timer)
        timers.delete(timer)
        resolve(decoded)
      }
      socket.on('message', onMessage)
      const send = () => socket.send(request, port, '127.0.0.1')
      const timer = setInterval(send, RESEND_MS)
      timers.add(timer)
      send()
    })
    return Promise.race([answered, failed])
  }
  try {
    return await talk(transact)
  } finally {
    for (const timer of timers) clearInterval(timer)
    socket.close()
  }
}

/** Resolves once a STUN server answers a Binding request on 127.0.0.1:`port` (UDP). */
export async function stunBinding(port: number, signal?: AbortSignal): Promise<void> {
  const answer = await withSocket(
    port,
    (transact) => transact((id) => encode(METHOD.binding, id, [])),
    signal,
  )
  if (answer.type !== (METHOD.binding | SUCCESS)) throw new Error(`binding answered ${answer.type}`)
}

export type AllocateResult =
  | { ok: true; relayed: { address: string; port: number } }
  | { ok: false; code: number; reason: string }

const errorOf = (attributes: Map<number, Buffer>) => {
  const value = attributes.get(ATTR.errorCode)
  if (!value) return { code: 0, reason: '' }
  return { code: (value[2] ?? 0) * 100 + (value[3] ?? 0), reason: value.subarray(4).toString('utf8') }
}

/** XOR-RELAYED-ADDRESS of an IPv4 relay: port and address masked with the magic cookie. */
const relayedOf = (value: Buffer) => {
  const port = value.readUInt16BE(2) ^ (MAGIC_COOKIE >>> 16)
  const address = (value.readUInt32BE(4) ^ MAGIC_COOKIE) >>> 0
  return { address: [24, 16, 8, 0].map((shift) => (address >>> shift) & 255).join('.'), port }
}

/**
 * A TURN Allocate on 127.0.0.1:`port` with long-term credentials, as a browser makes it: the first
 * request draws the 401 with the realm and nonce, the second is signed with
 * MD5(username:realm:password). The allocation lapses on its own when the server stops.
 */
export const turnAllocate = (port: number, username: string, password: string): Promise<AllocateResult> =>
  withSocket(port, async (transact) => {
    const transport = Buffer.from([UDP, 0, 0, 0])
    const challenge = await transact((id) =>
      encode(METHOD.allocate, id, [[ATTR.requestedTransport, transport]]),
    )
    const realm = challenge.attributes.get(ATTR.realm)
    const nonce = challenge.attributes.get(ATTR.nonce)
    if (challenge.type !== (METHOD.allocate | ERROR) || !realm || !nonce)
      throw new Error(
        `expected a 401 challenge, got ${challenge.type} ${JSON.stringify(errorOf(challenge.attributes))}`,
      )
    const key = createHash('md5')
      .update(`${username}:${realm.toString('utf8')}:${password}`)
      .digest()
    const answer = await transact((id) =>
      encode(
        METHOD.allocate,
        id,
        [
          [ATTR.requestedTransport, transport],
          [ATTR.username, Buffer.from(username, 'utf8')],
          [ATTR.realm, realm],
          [ATTR.nonce, nonce],
        ],
        key,
      ),
    )
    if (answer.type === (METHOD.allocate | SUCCESS)) {
      const relayed = answer.attributes.get(ATTR.xorRelayedAddress)
      if (!relayed) throw new Error('allocate succeeded without a relayed address')
      return { ok: true, relayed: relayedOf(relayed) }
    }
    return { ok: false, ...errorOf(answer.attributes) }
  })
