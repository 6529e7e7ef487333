import type { UploadItem } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubXhr } from '../../../test/fakeXhr'
import { type Handler, signedIn, stubFetch } from '../../../test/fetchStub'
import { fileOf } from '../../../test/posts'
import { renderApp, t } from '../../../test/renderApp'
import { itemFileOf, itemOf, uploadOf, uuid } from '../../../test/uploads'
import { setupUser } from '../../../test/user'

const ITEM = uuid(1, 'b')
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>
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
    expect(await within(section).findByText(t('territory.files.uploading', { percent: 25 }))).toBeTruthy()
    const bar = within(section).getByRole('progressbar', {
      name: t('territory.files.progress', { name: 'статья.pdf' }),
    })
    expect(bar.getAttribute('aria-valuenow')).toBe('25')
    expect(
      within(section).getByRole('button', { name: t('territory.files.cancel', { name: 'статья.pdf' }) }),
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
    await user.click(
      within(section).getByRole('button', { name: t('territory.files.cancel', { name: 'a.pdf' }) }),
    )
    expect(requests[0]?.aborted).toBe(true)
    expect(within(section).queryByText('a.pdf')).toBeNull()
    expect(linked).toEqual([])
  })

  it('shows why a file failed, and forgets it on request', async () => {
    const requests = stubXhr()
    const { user, section } = await open(itemOf(1))
    await user.upload(within(section).getByLabelText(t('territory.files.add')), [pdf('b.pdf')])
    await waitFor(() => expect(requests).toHaveLength(1))
    requests[0]?.respond({
      status: 415,
      body: { error: { code: 1000, textCode: 'Такой тип файла не принимается', type: 'x', message: '' } },
    })
    expect(await within(section).findByText('Такой тип файла не принимается')).toBeTruthy()
    await user.click(
      within(section).getByRole('button', { name: t('territory.files.dismiss', { name: 'b.pdf' }) }),
    )
    expect(within(section).queryByText('b.pdf')).toBeNull()
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
