import { publicationPath, type UploadPage } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { itemFileOf, itemOf, uploadOf, uuid } from '../../test/uploads'
import {
  activeFilterCount,
  type EditorEvent,
  findBodyOf,
  fitsNewDraft,
  INITIAL_FLAGS,
  isBusy,
  NO_FILTERS,
  nextFlags,
  nextPageOf,
  summaryOf,
  uploadIdOf,
  withUploadFirst,
} from './model'

const pageOf = (ids: number[], count = ids.length): UploadPage => ({
  count,
  elements: ids.map((n) => uploadOf(n)),
})
const ids = (pages: readonly UploadPage[]) => pages.map((page) => page.elements.map((u) => u.id))

describe('the uploads list', () => {
  it('asks only for the filters that are set', () => {
    expect(findBodyOf(NO_FILTERS, 1, 10)).toEqual({ page: 1, pageSize: 10 })
    expect(
      findBodyOf(
        {
          content: '  графы ',
          status: 'drafts',
          itemType: '129:1',
          filesMin: '1',
          filesMax: ' 3 ',
          modifiedFrom: '2026-01-01',
          modifiedTo: '2026-02-01',
        },
        2,
        10,
      ),
    ).toEqual({
      page: 2,
      pageSize: 10,
      published: false,
      content: 'графы',
      uploadItemType: 1,
      filesMin: 1,
      filesMax: 3,
      modifiedFrom: '2026-01-01',
      modifiedTo: '2026-02-01',
    })
    expect(findBodyOf({ ...NO_FILTERS, status: 'published' }, 1, 10).published).toBe(true)
  })

  it('leaves out a files count that is not a whole number', () => {
    const body = findBodyOf({ ...NO_FILTERS, filesMin: '-1', filesMax: '2.5' }, 1, 10)
    expect(body).toEqual({ page: 1, pageSize: 10 })
  })

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0)
    expect(activeFilterCount({ ...NO_FILTERS, content: '  ' })).toBe(0)
    expect(activeFilterCount({ ...NO_FILTERS, status: 'drafts', filesMin: '1', itemType: '129:1' })).toBe(3)
  })

  it('asks for the next page while fewer uploads are loaded than the server counts', () => {
    const first = pageOf([1, 2], 3)
    expect(nextPageOf(first, [first])).toBe(2)
    const second = pageOf([3], 3)
    expect(nextPageOf(second, [first, second])).toBeUndefined()
    // An empty page ends the list even if the count says otherwise (rows deleted meanwhile).
    const empty = pageOf([], 5)
    expect(nextPageOf(empty, [first, empty])).toBeUndefined()
  })

  it('puts a new upload first and counts it (SPEC 4)', () => {
    const data = { pages: [pageOf([1, 2], 3), pageOf([3], 3)], pageParams: [1, 2] }
    const next = withUploadFirst(data, uploadOf(9))
    expect(ids(next?.pages ?? [])).toEqual([[uuid(9, 'a'), uuid(1, 'a'), uuid(2, 'a')], [uuid(3, 'a')]])
    expect(next?.pages.map((page) => page.count)).toEqual([4, 4])
    expect(next?.pageParams).toEqual([1, 2])
  })

  it('moves an upload already listed to the top instead of listing it twice', () => {
    const data = { pages: [pageOf([1, 2], 3), pageOf([3], 3)], pageParams: [1, 2] }
    const next = withUploadFirst(data, uploadOf(3))
    expect(ids(next?.pages ?? [])).toEqual([[uuid(3, 'a'), uuid(1, 'a'), uuid(2, 'a')], []])
    expect(next?.pages.map((page) => page.count)).toEqual([3, 3])
  })

  it('leaves a list that was never loaded alone', () => {
    expect(withUploadFirst(undefined, uploadOf(1))).toBeUndefined()
  })

  it('puts a new draft only in lists whose filters it meets', () => {
    const today = '2026-03-10'
    expect(fitsNewDraft(NO_FILTERS, today)).toBe(true)
    expect(fitsNewDraft({ ...NO_FILTERS, status: 'drafts', filesMin: '0' }, today)).toBe(true)
    expect(fitsNewDraft({ ...NO_FILTERS, status: 'published' }, today)).toBe(false)
    expect(fitsNewDraft({ ...NO_FILTERS, content: 'графы' }, today)).toBe(false)
    expect(fitsNewDraft({ ...NO_FILTERS, filesMin: '1' }, today)).toBe(false)
    expect(fitsNewDraft({ ...NO_FILTERS, modifiedTo: '2026-03-09' }, today)).toBe(false)
    expect(fitsNewDraft({ ...NO_FILTERS, modifiedFrom: '2026-03-11' }, today)).toBe(false)
    expect(fitsNewDraft({ ...NO_FILTERS, modifiedFrom: today, modifiedTo: today }, today)).toBe(true)
  })

  it('sums a row from its items: files, views and downloads; status by how many are published', () => {
    const published = itemOf(
      1,
      { title: '  Графы ' },
      { published: true, files: [itemFileOf(1), itemFileOf(2)], meta: { view_count: 5, download_count: 2 } },
    )
    const draft = itemOf(2, {}, { files: [itemFileOf(3)], meta: { view_count: 1, download_count: 0 } })
    const summary = summaryOf(uploadOf(1, [published, draft]))
    expect(summary).toMatchObject({
      package: true,
      title: 'Графы',
      status: 'partial',
      filesCount: 3,
      views: 6,
      downloads: 2,
    })
    expect(summary.items.map((item) => item.title)).toEqual(['Графы', null])
    // Only a published item has a public page to open.
    expect(summary.items.map((item) => item.publicPath)).toEqual([publicationPath(published.id), null])
    expect(summaryOf(uploadOf(2, [published])).status).toBe('published')
    expect(summaryOf(uploadOf(3, [draft]))).toMatchObject({ status: 'draft', title: null, package: false })
  })

  it('reads the upload of an item from its reference', () => {
    expect(uploadIdOf(itemOf(4))).toBe(uuid(4, 'a'))
    expect(uploadIdOf({ rUpload: '202:4' })).toBeNull()
  })
})

describe('the editor flags (SPEC 4)', () => {
  const run = (...events: EditorEvent[]) => events.reduce(nextFlags, INITIAL_FLAGS)

  it('shows saving while a save runs, then saved until the next edit', () => {
    expect(run('saveStarted')).toEqual({ saving: true, saved: false, publishing: false })
    expect(run('saveStarted', 'saveSucceeded')).toEqual({ saving: false, saved: true, publishing: false })
    expect(run('saveStarted', 'saveSucceeded', 'edited').saved).toBe(false)
  })

  it('keeps the last saved state when a save fails', () => {
    expect(run('saveStarted', 'saveFailed')).toEqual(INITIAL_FLAGS)
    expect(run('saveStarted', 'saveSucceeded', 'saveStarted', 'saveFailed').saved).toBe(true)
  })

  it('shows publishing while it runs; a publish leaves the form saved', () => {
    expect(run('publishStarted')).toEqual({ saving: false, saved: false, publishing: true })
    expect(run('publishStarted', 'publishSucceeded')).toEqual({
      saving: false,
      saved: true,
      publishing: false,
    })
    expect(run('publishStarted', 'publishFailed')).toEqual(INITIAL_FLAGS)
  })

  it('is busy while saving or publishing', () => {
    expect(isBusy(INITIAL_FLAGS)).toBe(false)
    expect(isBusy(run('saveStarted'))).toBe(true)
    expect(isBusy(run('publishStarted'))).toBe(true)
    expect(isBusy(run('publishStarted', 'publishSucceeded'))).toBe(false)
  })
})
