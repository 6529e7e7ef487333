/**
 * The npm `oai-pmh` harvester (2.x) ships no types: what the harvesting test uses of it, as its
 * source (src/oai-pmh.js) defines it. Records and headers are xml2js objects (explicitArray off).
 */
declare module 'oai-pmh' {
  export interface OaiPmhOptions {
    userAgent?: string
    /** Retries a 503 after its Retry-After; on by default. */
    retry?: boolean
  }
  export interface RequestOptions {
    url: string
    qs: Record<string, string | undefined>
  }
  export class OaiPmh {
    constructor(baseUrl: string, options?: OaiPmhOptions)
    baseUrl: string
    request(options: RequestOptions): Promise<{ statusCode: number; body: string }>
    identify(): Promise<Record<string, unknown>>
    getRecord(identifier: string, metadataPrefix: string): Promise<Record<string, unknown>>
    listMetadataFormats(options?: { identifier?: string }): Promise<unknown>
    listIdentifiers(options: Record<string, string>): AsyncIterable<Record<string, unknown>>
    listRecords(options: Record<string, string>): AsyncIterable<Record<string, unknown>>
    listSets(): AsyncIterable<Record<string, unknown>>
  }
  export class OaiPmhError extends Error {
    /** The OAI-PMH error code (`badVerb` …) when the repository answered one. */
    code?: string
  }
}
