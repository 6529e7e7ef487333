import { vi } from 'vitest'

type Reply = { status: number; body?: unknown; headers?: Record<string, string> }

/**
 * Stands in for XMLHttpRequest (uploads with progress): each request is recorded, and the test
 * drives it: `progress(loaded, total)`, `respond(reply)`, `fail()`. Aborting fires `onabort`.
 */
export class FakeXhr {
  static requests: FakeXhr[] = []
  method = ''
  url = ''
  body: unknown = null
  withCredentials = false
  status = 0
  responseText = ''
  headers: Record<string, string> = {}
  aborted = false
  private responseHeaders: Record<string, string> = {}
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.requests.push(this)
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  respond({ status, body, headers = {} }: Reply) {
    this.status = status
    this.responseText = body === undefined ? '' : JSON.stringify(body)
    this.responseHeaders = headers
    this.onload?.()
  }
  fail() {
    this.onerror?.()
  }
}

/** Replaces XMLHttpRequest for one test; answers the list of requests made. */
export const stubXhr = (): FakeXhr[] => {
  FakeXhr.requests = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return FakeXhr.requests
}
