import { AttachmentMessage, BYTES_PER_MB } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { fileOf } from '../../../test/posts'
import {
  attachedFiles,
  attachmentChanges,
  isUploading,
  pickFiles,
  progressed,
  publishedIds,
  removed,
  uploaded,
  uploadFailed,
  uploading,
} from './attachments.model'

const allowed = { mimeTypes: ['application/pdf', 'image/png'], extensions: ['pdf', 'png'] }
const pdf = (name: string, size = 1000) => ({ name, type: 'application/pdf', size })

describe('picking attachments (SPEC 5, checked before any upload)', () => {
  it('takes supported files within the limits', () => {
    const picked = [pdf('a.pdf'), { name: 'b.png', type: 'image/png', size: 10 }]
    expect(pickFiles([], picked, allowed)).toEqual({ accepted: picked, errors: [], unsupportedNames: [] })
  })

  it('refuses a file of an unsupported type by name and keeps the others', () => {
    const exe = { name: 'setup.exe', type: 'application/x-msdownload', size: 10 }
    const renamed = { name: 'paper.pdf', type: 'application/zip', size: 10 }
    const result = pickFiles([], [pdf('a.pdf'), exe, renamed], allowed)
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf'])
    expect(result.errors).toEqual([AttachmentMessage.unsupported])
    expect(result.unsupportedNames).toEqual(['setup.exe', 'paper.pdf'])
  })

  it('refuses the whole pick when it would make more than 10 files, counting those already attached', () => {
    const current = attachedFiles(
      Array.from({ length: 9 }, (_, i) =>
        fileOf(`00000000-0000-4000-8000-00000000000${i}`, `${i}.pdf`, 'application/pdf', 10),
      ),
    )
    expect(pickFiles(current, [pdf('ten.pdf')], allowed).accepted).toHaveLength(1)
    const result = pickFiles(current, [pdf('ten.pdf'), pdf('eleven.pdf')], allowed)
    expect(result.accepted).toEqual([])
    expect(result.errors).toEqual([AttachmentMessage.tooMany])
  })

  it('refuses a pick that would take the total over 100 MB; a failed upload does not count', () => {
    const half = 50 * BYTES_PER_MB
    let current = [uploading('a', pdf('a.pdf', half))]
    expect(pickFiles(current, [pdf('b.pdf', half)], allowed).errors).toEqual([])
    const over = pickFiles(current, [pdf('b.pdf', half + 1)], allowed)
    expect(over.accepted).toEqual([])
    expect(over.errors).toEqual([AttachmentMessage.tooLarge])
    current = uploadFailed(current, 'a', { key: 'errors.network' })
    expect(pickFiles(current, [pdf('b.pdf', half + 1)], allowed).errors).toEqual([])
  })

  it('names every broken rule once', () => {
    const many = Array.from({ length: 11 }, (_, i) => pdf(`${i}.pdf`))
    const result = pickFiles([], [...many, { name: 'x.exe', type: 'x/y', size: 1 }], allowed)
    expect(result.errors).toEqual([AttachmentMessage.unsupported, AttachmentMessage.tooMany])
  })

  it('without the allowed lists checks only the limits', () => {
    expect(pickFiles([], [{ name: 'x.bin', type: '', size: 1 }], null).accepted).toHaveLength(1)
  })
})

describe('attachment transitions', () => {
  it('goes from uploading with progress to uploaded, and only uploaded files are published', () => {
    let list = [uploading('k1', pdf('a.pdf')), uploading('k2', pdf('b.pdf'))]
    list = progressed(list, 'k1', 0.5)
    expect(list[0]?.progress).toBe(0.5)
    expect(isUploading(list)).toBe(true)
    list = uploaded(
      list,
      'k1',
      fileOf('11111111-1111-4111-8111-111111111111', 'a.pdf', 'application/pdf', 1000),
    )
    list = uploadFailed(list, 'k2', { key: 'errors.4150' })
    expect(isUploading(list)).toBe(false)
    expect(publishedIds(list)).toEqual(['11111111-1111-4111-8111-111111111111'])
    expect(removed(list, 'k1').map((item) => item.key)).toEqual(['k2'])
  })

  it('when editing, links new uploads and unlinks the attached files the author removed', () => {
    const kept = fileOf('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'kept.pdf', 'application/pdf', 1)
    const gone = fileOf('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'gone.pdf', 'application/pdf', 1)
    const fresh = fileOf('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'new.pdf', 'application/pdf', 1)
    let list = removed(attachedFiles([kept, gone]), gone.id)
    list = uploaded([...list, uploading('k', pdf('new.pdf'))], 'k', fresh)
    expect(attachmentChanges([kept, gone], list)).toEqual({ link: [fresh.id], unlink: [gone.id] })
  })
})
