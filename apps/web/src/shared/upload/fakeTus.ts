/**
 * Test double of tus-js-client (`vi.mock('tus-js-client', () => import('./fakeTus'))`): each Upload
 * is recorded with its options, and the test plays the server's part through those options'
 * callbacks. `previousUploads` is what the next uploads find stored for their file.
 */

type Options = {
  endpoint?: string | null
  metadata?: Record<string, string>
  chunkSize?: number
  removeFingerprintOnSuccess?: boolean
  onProgress?: ((sent: number, total: number) => void) | null
  onSuccess?: ((payload: { lastResponse: FakeResponse }) => void) | null
  onError?: ((error: Error) => void) | null
}

export type PreviousUpload = { uploadUrl: string; creationTime: string; urlStorageKey: string }

export class FakeResponse {
  constructor(
    private readonly status: number,
    private readonly body = '',
    private readonly headers: Record<string, string> = {},
  ) {}
  getStatus() {
    return this.status
  }
  getBody() {
    return this.body
  }
  getHeader(name: string) {
    return Object.entries(this.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
  }
}

export class DetailedError extends Error {
  constructor(
    message: string,
    readonly originalResponse: FakeResponse | null = null,
  ) {
    super(message)
  }
}

export const tus = {
  uploads: [] as Upload[],
  previousUploads: [] as PreviousUpload[],
  reset() {
    tus.uploads = []
    tus.previousUploads = []
  },
}

export class Upload {
  started = false
  resumedFrom: PreviousUpload | null = null
  aborted: { terminate: boolean } | null = null

  constructor(
    readonly file: File,
    readonly options: Options,
  ) {
    tus.uploads.push(this)
  }
  async findPreviousUploads() {
    return tus.previousUploads
  }
  resumeFromPreviousUpload(previous: PreviousUpload) {
    this.resumedFrom = previous
  }
  start() {
    this.started = true
  }
  async abort(terminate = false) {
    this.aborted = { terminate }
  }
}
