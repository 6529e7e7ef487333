import { describe, expect, it } from 'vitest'
import { LIMITS } from '../limits'
import { Attachments, attachmentsAllowing, unsupportedFiles } from './attachments'
import type { FileMeta } from './file-meta'
import { AttachmentMessage } from './keys'

const pdf = (size = 1): FileMeta => ({ name: 'paper.pdf', type: 'application/pdf', size })
const files = (count: number) => Array.from({ length: count }, () => pdf())
const messages = (value: unknown) =>
  Attachments.safeParse(value).error?.issues.map((issue) => issue.message) ?? []
const allowed = { mimeTypes: ['application/pdf', 'image/PNG'], extensions: ['.pdf', 'png'] }

describe('Attachments', () => {
  it('accepts no files', () => {
    expect(Attachments.safeParse([]).success).toBe(true)
  })

  it('accepts 10 files and rejects 11', () => {
    expect(Attachments.safeParse(files(LIMITS.attachmentsMaxFiles)).success).toBe(true)
    expect(messages(files(LIMITS.attachmentsMaxFiles + 1))).toEqual([AttachmentMessage.tooMany])
  })

  it('accepts exactly 100 MB in total and rejects one byte more', () => {
    const half = LIMITS.attachmentsMaxTotalBytes / 2
    expect(Attachments.safeParse([pdf(half), pdf(half)]).success).toBe(true)
    expect(messages([pdf(half), pdf(half + 1)])).toEqual([AttachmentMessage.tooLarge])
  })
})

describe('unsupportedFiles', () => {
  it('answers the files whose mime type or extension is not allowed', () => {
    const exe = { name: 'tool.exe', type: 'application/pdf', size: 1 }
    const zip = { name: 'paper.pdf', type: 'application/zip', size: 1 }
    expect(unsupportedFiles([pdf(), exe, zip], allowed)).toEqual([exe, zip])
  })

  it('compares mime types and extensions without regard to case or a leading dot', () => {
    expect(unsupportedFiles([{ name: 'FIG.PNG', type: 'image/png', size: 1 }], allowed)).toEqual([])
  })

  it('treats a file of unknown mime type as unsupported', () => {
    expect(unsupportedFiles([{ name: 'paper.pdf', type: '', size: 1 }], allowed)).toHaveLength(1)
  })
})

describe('attachmentsAllowing', () => {
  it('rejects an unsupported file with the unsupported key', () => {
    const result = attachmentsAllowing(allowed).safeParse([pdf(), { name: 'a.exe', type: 'x/y', size: 1 }])
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([AttachmentMessage.unsupported])
  })

  it('still enforces the file count', () => {
    const result = attachmentsAllowing(allowed).safeParse(files(LIMITS.attachmentsMaxFiles + 1))
    expect(result.error?.issues[0]?.message).toBe(AttachmentMessage.tooMany)
  })
})
