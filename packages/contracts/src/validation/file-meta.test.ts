import { describe, expect, it } from 'vitest'
import { FileMeta, fileExtension, normalizeExtension } from './file-meta'

describe('fileExtension', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.env', ''],
    ['photo.', ''],
  ])('reads the extension of %j as %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension)
  })
})

describe('normalizeExtension', () => {
  it('drops the dot and the case of a listed extension', () => {
    expect(normalizeExtension(' .PDF ')).toBe('pdf')
  })
})

describe('FileMeta', () => {
  it('rejects a negative or fractional size', () => {
    expect(FileMeta.safeParse({ name: 'a.pdf', type: 'application/pdf', size: -1 }).success).toBe(false)
    expect(FileMeta.safeParse({ name: 'a.pdf', type: 'application/pdf', size: 1.5 }).success).toBe(false)
  })
})
