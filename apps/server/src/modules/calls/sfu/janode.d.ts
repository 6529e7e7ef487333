/**
 * The part of janode (JavaScript without types) that the media server uses: a connection to Janus
 * over WebSocket, its sessions, and plugin handles whose messages a subclass interprets.
 */
declare module 'janode' {
  import type { EventEmitter } from 'node:events'

  export interface JanusJsep {
    type: 'offer' | 'answer'
    sdp: string
  }

  /** One message of the Janus API as it arrives. */
  export interface JanusMessage {
    janus: string
    transaction?: string
    sender?: number
    session_id?: number
    plugindata?: { plugin: string; data: Record<string, unknown> }
    jsep?: JanusJsep
    data?: { id: number }
    error?: { code: number; reason: string }
    reason?: string
  }

  export interface JanodeSession extends EventEmitter {
    readonly id: number
    attach<H>(plugin: { id: string; Handle: new (session: JanodeSession, id: number) => H }): Promise<H>
    destroy(): Promise<void>
  }

  export interface JanodeConnection extends EventEmitter {
    create(keepAliveSeconds?: number): Promise<JanodeSession>
    close(): Promise<void>
  }

  const Janode: {
    connect(config: {
      address: { url: string; apisecret?: string }
      retry_time_secs?: number
      max_retries?: number
    }): Promise<JanodeConnection>
    Logger: { setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): string }
    EVENT: {
      CONNECTION_CLOSED: string
      CONNECTION_ERROR: string
      SESSION_DESTROYED: string
      HANDLE_DETACHED: string
      HANDLE_HANGUP: string
      HANDLE_WEBRTCUP: string
    }
  }
  export default Janode
}

declare module 'janode/handle' {
  import type { EventEmitter } from 'node:events'
  import type { JanodeSession, JanusMessage } from 'janode'

  export default class Handle extends EventEmitter {
    constructor(session: JanodeSession, id: number)
    readonly id: number
    /** Called for every plugin message; truthy when handled (janode then leaves the rest alone). */
    handleMessage(message: JanusMessage): unknown
    ownsTransaction(id: string | undefined): boolean
    closeTransactionWithSuccess(id: string | undefined, data: unknown): void
    closeTransactionWithError(id: string | undefined, error: Error): void
    /** Resolves with the definitive answer of the transaction (after its `ack`, for plugin messages). */
    sendRequest(request: Record<string, unknown>, timeoutMs?: number): Promise<JanusMessage>
    trickle(candidate: object | null): Promise<unknown>
    detach(): Promise<void>
    hangup(): Promise<void>
  }
}
