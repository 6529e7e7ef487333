import { LIMITS, TUS_FILE_ID_HEADER, type UploadItem } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeResponse, tus } from '../../../shared/upload/fakeTus'
import { RESUMABLE_CHUNK_BYTES } from '../../../shared/upload/resumableUpload'
import { stubXhr } from '../../../test/fakeXhr'
import { type Handler, signedIn, stubFetch } from '../../../test/fetchStub'
import { fileOf } from '../../../test/posts'
import { renderApp, t } from '../../../test/renderApp'
import { itemFileOf, itemOf, uploadOf, uuid } from '../../../test/uploads'
import { setupUser } from '../../../test/user'

const ITEM = uuid(1, 'b')
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>
vi.mock('tus-js-client', () => import('../../../shared/upload/fakeTus'))
beforeEach(() => tus.reset())

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })

const open = async (item: UploadItem, routes: Record<string, Handler> = {}) => {
  stubFetch({
    ...signedIn(17),
    [`GET /api/core/upload/item/${ITEM}`]: { body: item },
    [`GET /api/core/upload/${uuid(1, 'a')}`]: { body: uploadOf(1, [item]) },
    'GET /api/core/cls/all': { body: { count: 0, elements: [] } },
    ...routes,
  })
  await renderApp({ path: `/my_territory/item/${ITEM}`, locale: 'ru' })
  const section = await screen.findByRole('region', { name: t('territory.files.label') })
  return { user: setupUser(), section }
}

describe('the item editor: files', () => {
  it('sends a picked file with its percent, then joins it to the item', async () => {
    const requests = stubXhr()
    const linked: unknown[] = []
    const stored = fileOf(uuid(7, 'e'), 'статья.pdf', 'application/pdf', 8)
    const { user, section } = await open(itemOf(1), {
      [`POST /api/core/upload/item/${ITEM}/file`]: ({ init }) => {
        linked.push(bodyOf(init))
        return {
          body: itemOf(1, {}, { files: [itemFileOf(7, { fileName: 'статья.pdf', extraction: 'pending' })] }),
        }
      },
      [`POST /api/core/metadata/extract/${uuid(7, 'e')}`]: { body: { status: 'pending', suggestion: null } },
    })
    await user.upload(within(section).getByLabelText(t('territory.files.add')), [pdf('статья.pdf')])
    await waitFor(() => expect(requests).toHaveLength(1))
    requests[0]?.progress(2, 8)
    expect(await within(section).findByText(t('files.uploading', { percent: 25 }))).toBeTruthy()
    const bar = within(section).getByRole('progressbar', {
      name: t('files.progress', { name: 'статья.pdf' }),
    })
    expect(bar.getAttribute('aria-valuenow')).toBe('25')
    expect(
      within(section).getByRole('button', { name: t('files.cancel', { name: 'статья.pdf' }) }),
    ).toBeTruthy()

    requests[0]?.respond({ status: 201, body: [stored] })
    expect(await within(section).findByRole('link', { name: 'статья.pdf' })).toBeTruthy()
    expect(within(section).queryByRole('progressbar')).toBeNull()
    expect(linked).toEqual([{ files: [stored.id] }])
    // The PDF is being read for the form.
    expect(within(section).getByText(t('territory.files.extraction.pending'))).toBeTruthy()
    expect(await screen.findByText(t('territory.pdf.reading', { name: 'статья.pdf' }))).toBeTruthy()
  })

  it('cancels a file on its way: the transfer stops and nothing joins the item', async () => {
    const requests = stubXhr()
    const linked: unknown[] = []
    const { user, section } = await open(itemOf(1), {
      [`POST /api/core/upload/item/${ITEM}/file`]: () => {
        linked.push('x')
        return { body: itemOf(1) }
      },
    })
    await user.upload(within(section).getByLabelText(t('territory.files.add')), [pdf('a.pdf')])
    await waitFor(() => expect(requests).toHaveLength(1))
    await user.click(within(section).getByRole('button', { name: t('files.cancel', { name: 'a.pdf' }) }))
    expect(requests[0]?.aborted).toBe(true)
    expect(within(section).queryByText('a.pdf')).toBeNull()
    expect(linked).toEqual([])
  })

  it('shows why a file failed, tries it again on request, or forgets it', async () => {
    const requests = stubXhr()
    const { user, section } = await open(itemOf(1), {
      [`POST /api/core/upload/item/${ITEM}/file`]: {
        body: itemOf(1, {}, { files: [itemFileOf(8, { fileName: 'b.pdf' })] }),
      },
    })
    await user.upload(within(section).getByLabelText(t('territory.files.add')), [pdf('b.pdf'), pdf('c.pdf')])
    await waitFor(() => expect(requests).toHaveLength(2))
    const refusal = {
      status: 503,
      body: { error: { code: 1000, textCode: 'Хранилище недоступно', type: 'x', message: '' } },
    }
    requests[0]?.respond(refusal)
    requests[1]?.respond(refusal)
    expect(await within(section).findAllByText('Хранилище недоступно')).toHaveLength(2)
    await user.click(within(section).getByRole('button', { name: t('files.retry', { name: 'b.pdf' }) }))
    await waitFor(() => expect(requests).toHaveLength(3))
    requests[2]?.respond({ status: 201, body: [fileOf(uuid(8, 'e'), 'b.pdf', 'application/pdf', 8)] })
    expect(await within(section).findByRole('link', { name: 'b.pdf' })).toBeTruthy()
    await user.click(within(section).getByRole('button', { name: t('files.remove', { name: 'c.pdf' }) }))
    expect(within(section).queryByText('c.pdf')).toBeNull()
  })

  it('refuses a file over 2 GB before sending anything', async () => {
    const requests = stubXhr()
    const { user, section } = await open(itemOf(1))
    const huge = pdf('huge.pdf')
    Object.defineProperty(huge, 'size', { value: LIMITS.publicationFileMaxBytes + 1 })
    await user.upload(within(section).getByLabelText(t('territory.files.add')), [huge])
    expect(await within(section).findByText(t('territory.files.tooLarge', { gigabytes: 2 }))).toBeTruthy()
    expect(requests).toHaveLength(0)
    expect(tus.uploads).toHaveLength(0)
  })

  it('sends a file larger than one request resumably (tus), then joins it', async () => {
    const requests = stubXhr()
    const linked: unknown[] = []
    const { user, section } = await open(itemOf(1), {
      [`POST /api/core/upload/item/${ITEM}/file`]: ({ init }) => {
        linked.push(bodyOf(init))
        return { body: itemOf(1, {}, { files: [itemFileOf(9, { fileName: 'big.pdf' })] }) }
      },
    })
    const big = pdf('big.pdf')
    Object.defineProperty(big, 'size', { value: RESUMABLE_CHUNK_BYTES + 1 })
    await user.upload(within(section).getByLabelText(t('territory.files.add')), [big])
    await waitFor(() => expect(tus.uploads.filter((upload) => upload.started)).toHaveLength(1))
    const upload = tus.uploads[0]
    act(() => upload?.options.onProgress?.(1, 4))
    expect(await within(section).findByText(t('files.uploading', { percent: 25 }))).toBeTruthy()
    act(() =>
      upload?.options.onSuccess?.({
        lastResponse: new FakeResponse(204, '', { [TUS_FILE_ID_HEADER]: uuid(9, 'e') }),
      }),
    )
    expect(await within(section).findByRole('link', { name: 'big.pdf' })).toBeTruthy()
    expect(linked).toEqual([{ files: [uuid(9, 'e')] }])
    expect(requests).toHaveLength(0)
  })

  it('cancelling a resumable upload removes what the server has of it', async () => {
    const { user, section } = await open(itemOf(1))
    const big = pdf('big.pdf')
    Object.defineProperty(big, 'size', { value: RESUMABLE_CHUNK_BYTES + 1 })
    await user.upload(within(section).getByLabelText(t('territory.files.add')), [big])
    await waitFor(() => expect(tus.uploads.filter((upload) => upload.started)).toHaveLength(1))
    await user.click(within(section).getByRole('button', { name: t('files.cancel', { name: 'big.pdf' }) }))
    expect(tus.uploads[0]?.aborted).toEqual({ terminate: true })
    expect(within(section).queryByText('big.pdf')).toBeNull()
  })

  it('removes a file of the item after asking', async () => {
    const removed: string[] = []
    const file = itemFileOf(3, { fileName: 'old.pdf', extraction: 'skipped' })
    const { user, section } = await open(itemOf(1, {}, { files: [file] }), {
      [`DELETE /api/core/upload/item/file/${file.id}`]: () => {
        removed.push(file.id)
        return { body: itemOf(1) }
      },
    })
    await user.click(
      within(section).getByRole('button', { name: t('territory.files.remove', { name: 'old.pdf' }) }),
    )
    const dialog = await screen.findByRole('dialog', { name: t('territory.files.removeTitle') })
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }))
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'old.pdf' })).toBeNull())
    expect(removed).toEqual([file.id])
    expect(within(section).getByText(t('territory.files.none'))).toBeTruthy()
  })
})
