/**
 * Why a PDF gave nothing: not a PDF at all, a password is needed to open it, pdf.js could not make
 * sense of it (truncated, broken cross-references), it has no pages, it is over the byte limit,
 * reading it took more memory or time than allowed (a decompression bomb), or its first page could
 * not be drawn.
 */
export type PdfUnreadableReason =
  | 'notPdf'
  | 'encrypted'
  | 'damaged'
  | 'empty'
  | 'tooLarge'
  | 'tooCostly'
  | 'unrenderable'

/**
 * The one error the PDF readers throw for a file they cannot use. Jobs record `reason` and carry
 * on; it is never a fault of ours, so it needs no stack in the logs.
 */
export class PdfUnreadable extends Error {
  override readonly name = 'PdfUnreadable'
  readonly reason: PdfUnreadableReason

  constructor(reason: PdfUnreadableReason, options?: { cause?: unknown }) {
    super(`PDF unreadable: ${reason}`, options)
    this.reason = reason
  }
}
