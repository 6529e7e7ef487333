import { describe, expect, it } from 'vitest'
import { PdfUnreadable } from '../publications/pdf/pdf-errors'
import { PDF_LIMITS } from '../publications/pdf/pdf-limits'
import { afterFailure, extractionOnJoin, failureText } from './extraction.model'

describe('extractionOnJoin', () => {
  it('lets a PDF the readers may open wait for its job, and skips the rest', () => {
    expect(extractionOnJoin({ mime: 'application/pdf', size: 1000 })).toBe('pending')
    expect(extractionOnJoin({ mime: 'application/pdf', size: PDF_LIMITS.maxBytes + 1 })).toBe('skipped')
    expect(extractionOnJoin({ mime: 'image/png', size: 1000 })).toBe('skipped')
  })
})

describe('afterFailure', () => {
  it('retries until the retries are spent, then fails', () => {
    const error = new Error('storage unreachable')
    expect(afterFailure(error, 1, 3)).toBe('retry')
    expect(afterFailure(error, 3, 3)).toBe('retry')
    expect(afterFailure(error, 4, 3)).toBe('failed')
  })

  it('fails at once on a PDF the readers cannot use', () => {
    expect(afterFailure(new PdfUnreadable('encrypted'), 1, 3)).toBe('failed')
  })
})

describe('failureText', () => {
  it("names a PDF's reason, or the error's message", () => {
    expect(failureText(new PdfUnreadable('damaged'))).toBe('damaged')
    expect(failureText(new Error('boom'))).toBe('boom')
  })
})
