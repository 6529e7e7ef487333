import { createHash, randomBytes } from 'node:crypto'
import {
  API,
  FileUploadAnswer,
  MessageSendAck,
  MessageType,
  Post,
  TUS_FILE_ID_HEADER,
} from '@nauka/contracts'
import { connectSocket, type TestSocket } from '../src/platform/realtime/socket-test-client'
import { STRONG_PASSWORD, uniqueEmail } from '../src/test/auth-helpers'
import type { MailCatcher } from '../src/test/mail-catcher'

/** A signed-in user of the kill test, coming from an address of its own. */
export interface KillUser {
  id: number
  cookie: string
  ip: string
}

/** Every write sent, by its unique text, with the files it carried; and those the server acknowledged. */
export interface Ledger {
  /** What each post (by title) and chat message (by text) was sent with: its files, in order. */
  sent: Map<string, string[]>
  files: { id: string; size: number; sha256: string }[]
  posts: { id: number; title: string; text: string; files: string[] }[]
  comments: { id: number; postId: number; text: string }[]
  messages: { id: number; text: string; files: string[] }[]
}

export const newLedger = (): Ledger => ({ sent: new Map(), files: [], posts: [], comments: [], messages: [] })

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const marker = () => `kill ${randomBytes(6).toString('hex')}`

/** A valid PDF of 16 to 400 KB, different each time (its tail is a comment of random bytes). */
function randomPdf(): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n',
  )
  const filler = randomBytes(16_384 + Math.floor(Math.random() * 400_000)).toString('hex')
  return Buffer.concat([head, Buffer.from(`%${filler}\ntrailer<</Root 1 0 R>>\n%%EOF\n`)])
}

/** Registers through the API, follows the mailed link, and keeps the session the link signs in. */
export async function registerUser(baseUrl: string, mail: MailCatcher, n: number): Promise<KillUser> {
  const email = uniqueEmail('kill')
  const ip = `10.77.0.${n + 1}`
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip }
  const registered = await fetch(`${baseUrl}${API.auth.register.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: email, password: STRONG_PASSWORD, lang: 1 }),
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`)
  const { id } = (await registered.json()) as { id: number }
  const link = (await mail.waitForMail(email)).links.find((each) => each.includes('key='))
  const key = link && new URL(link).searchParams.get('key')
  const verified = await fetch(`${baseUrl}${API.auth.actionToken.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ key }),
  })
  const cookie = verified.headers.getSetCookie().find((each) => each.startsWith('nauka_session='))
  if (verified.status !== 200 || !cookie)
    throw new Error(`verify: ${verified.status} ${await verified.text()}`)
  return { id, cookie: cookie.split(';')[0] ?? '', ip }
}

/**
 * Sends writes as `user` one after another until `stopped()`: a file upload, a post with it, a
 * comment on it, a chat message to `peer` with a file over the socket, a resumable upload. Each
 * acknowledged write goes into the ledger with what the server answered; a failure (the server
 * killed under it, a 429) only ends that write.
 */
export async function writeUntilStopped(
  baseUrl: string,
  user: KillUser,
  peer: KillUser,
  ledger: Ledger,
  stopped: () => boolean,
): Promise<void> {
  const headers = { cookie: user.cookie, origin: baseUrl, 'x-forwarded-for': user.ip }
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const upload = async (): Promise<string[]> => {
    const bytes = randomPdf()
    const form = new FormData()
    form.append('files', new Blob([bytes]), 'paper.pdf')
    const res = await fetch(`${baseUrl}${API.files.upload.path}`, { method: 'POST', headers, body: form })
    if (res.status !== 201) return []
    const [file] = FileUploadAnswer.parse(await res.json())
    if (!file) return []
    ledger.files.push({ id: file.id, size: bytes.length, sha256: sha256(bytes) })
    return [file.id]
  }
  /** A resumable upload (tus) sent in two writes; the last one's answer names the file it made. */
  const tusUpload = async (): Promise<void> => {
    const bytes = randomPdf()
    const tus = { ...headers, 'tus-resumable': '1.0.0' }
    const created = await fetch(`${baseUrl}${API.tus.create.path}`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${btoa('big.pdf')}`,
      },
    })
    const location = created.headers.get('location')
    if (created.status !== 201 || !location) return
    const url = new URL(location, baseUrl).toString()
    const half = Math.floor(bytes.length / 2)
    let fileId: string | null = null
    for (const [offset, end] of [
      [0, half],
      [half, bytes.length],
    ] as const) {
      const res = await fetch(url, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(offset, end),
      })
      if (res.status !== 204) return
      fileId = res.headers.get(TUS_FILE_ID_HEADER)
    }
    if (fileId) ledger.files.push({ id: fileId, size: bytes.length, sha256: sha256(bytes) })
  }
  let socket: TestSocket | undefined
  try {
    socket = await connectSocket(baseUrl, { cookie: user.cookie, origin: baseUrl })
    while (!stopped()) {
      const files = await upload()
      const title = marker()
      ledger.sent.set(title, files)
      const created = await post(API.posts.create.path, { title, text: `text of ${title}`, files })
      if (created.status === 201) {
        const { id } = Post.parse(await created.json())
        ledger.posts.push({ id, title, text: `text of ${title}`, files })
        const text = marker()
        const comment = await post(API.comments.create.path, { rPost: `302:${id}`, text })
        if (comment.status === 201)
          ledger.comments.push({ id: ((await comment.json()) as { id: number }).id, postId: id, text })
      }
      const attached = await upload()
      const text = marker()
      ledger.sent.set(text, attached)
      const ack = MessageSendAck.parse(
        await socket.timeout(10_000).emitWithAck('message', {
          interlocutor: peer.id,
          cType: MessageType.TextMessage,
          text,
          files: attached,
        }),
      )
      if (ack.ok) ledger.messages.push({ id: ack.message.id, text, files: attached })
      await tusUpload()
    }
  } catch (err) {
    // The server killed under a write is the point of the test; anything before that is not.
    if (!stopped()) throw err
  } finally {
    socket?.close()
  }
}
