import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubXhr } from '../../../test/fakeXhr'
import { type Handler, signedIn, stubFetch } from '../../../test/fetchStub'
import { feedItemOf, fileOf, postOf } from '../../../test/posts'
import { renderApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'

const ME = 17
const FEED = `POST /api/core/user_messages/list/${ME}`
const cls = (num: number, id: number, code: string, other: Record<string, unknown> | null = null) => ({
  id,
  cls: num,
  num: id,
  code,
  term: code,
  lang: 1,
  level: 1,
  parentNum: null,
  parentClsNum: null,
  uref: `${num}:${id}`,
  dsc: null,
  other,
})
/** Catalogues 58 and 60: PDF and PNG are allowed. */
const catalogues: Handler = ({ url }) => {
  const which = new URL(url, 'http://x').searchParams.get('cls')
  const elements =
    which === '58'
      ? [cls(58, 1, 'application/pdf'), cls(58, 2, 'image/png')]
      : which === '60'
        ? [cls(60, 1, 'pdf', { mime: 'application/pdf' }), cls(60, 2, 'png', { mime: 'image/png' })]
        : []
  return { body: { count: elements.length, elements } }
}
const routes = (extra: Record<string, Handler> = {}) => ({
  ...signedIn(ME),
  [FEED]: { body: { elements: [], hasMore: false } },
  'GET /api/core/cls/all': catalogues,
  'GET /api/core/feed/writable': { body: [{ feed: 'user', title: 'Моя лента' }] },
  ...extra,
})
const pdf = (name: string, bytes = 4) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' })

const openEditor = async () => {
  const user = setupUser()
  await renderApp({ path: '/feed', locale: 'ru' })
  await user.click(await screen.findByRole('button', { name: t('feed.newPost') }))
  const dialog = await screen.findByRole('dialog', { name: t('postEditor.newTitle') })
  return { user, dialog }
}

describe('the post editor', () => {
  it('shows the required messages of SPEC 5 and sends nothing', async () => {
    const posts: string[] = []
    stubFetch(
      routes({
        'POST /api/core/post': () => {
          posts.push('x')
          return { status: 201 }
        },
      }),
    )
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('button', { name: t('postEditor.publish') }))
    expect(await within(dialog).findByText(t('validation.required.post.title'))).toBeTruthy()
    expect(within(dialog).getByText(t('validation.required.post.text'))).toBeTruthy()
    const title = within(dialog).getByRole('textbox', { name: t('postEditor.title') })
    await user.click(title)
    await user.paste('Заголовок')
    expect(within(dialog).queryByText(t('validation.required.post.title'))).toBeNull()
    // Spaces only are empty too.
    await user.clear(title)
    await user.paste('   ')
    expect(within(dialog).getByText(t('validation.required.post.title'))).toBeTruthy()
    expect(posts).toEqual([])
  })

  it('refuses too many files and unsupported types before uploading anything', async () => {
    const requests = stubXhr()
    stubFetch(routes())
    const { user, dialog } = await openEditor()
    const input = within(dialog).getByLabelText(t('postEditor.attach'))
    await user.upload(
      input,
      Array.from({ length: 11 }, (_, i) => pdf(`${i}.pdf`)),
    )
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      t('validation.attachments.tooMany'),
    )

    await user.upload(input, [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })])
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        `${t('validation.attachments.unsupported')}: setup.exe`,
      ),
    )
    expect(requests).toHaveLength(0)
    expect(within(dialog).queryByRole('list', { name: t('postEditor.attachments') })).toBeNull()
  })

  it('uploads each file with its own progress, then publishes the post with the file ids', async () => {
    const requests = stubXhr()
    const published: unknown[] = []
    const uploadedFile = fileOf('11111111-1111-4111-8111-111111111111', 'paper.pdf', 'application/pdf', 4)
    let feedReads = 0
    stubFetch(
      routes({
        [FEED]: () => {
          feedReads += 1
          return { body: { elements: [feedItemOf(postOf(3))], hasMore: false } }
        },
        'POST /api/core/post': ({ init }) => {
          published.push(JSON.parse(String(init?.body)))
          return { status: 201, body: postOf(50, { title: 'Новое', files: [uploadedFile] }, ME) }
        },
      }),
    )
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('textbox', { name: t('postEditor.title') }))
    await user.paste('Новое')
    await user.click(within(dialog).getByRole('textbox', { name: t('postEditor.text') }))
    await user.paste('Первая строка\nВторая')
    await user.upload(within(dialog).getByLabelText(t('postEditor.attach')), [pdf('paper.pdf')])

    await waitFor(() => expect(requests).toHaveLength(1))
    requests[0]?.progress(1, 4)
    const bar = await within(dialog).findByRole('progressbar', {
      name: t('files.progress', { name: 'paper.pdf' }),
    })
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'))
    // Publishing waits for the upload.
    expect(within(dialog).getByRole('button', { name: t('postEditor.publish') })).toHaveProperty(
      'disabled',
      true,
    )

    requests[0]?.respond({ status: 201, body: [uploadedFile] })
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull())
    await user.click(within(dialog).getByRole('button', { name: t('postEditor.publish') }))

    await waitFor(() =>
      expect(published).toEqual([
        {
          title: 'Новое',
          text: 'Первая строка\nВторая',
          cCommentStatus: '108:1',
          topics: [],
          feed: 'user',
          files: [uploadedFile.id],
        },
      ]),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('postEditor.newTitle') })).toBeNull())
    expect(await screen.findByText(t('postEditor.published'))).toBeTruthy()
    // The new post is on top of the author's feed at once, and the feed is not read again.
    const feed = screen.getByRole('list', { name: t('feed.tabs.feed') })
    const titles = () =>
      within(feed)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
    await waitFor(() => expect(titles()).toEqual(['Новое', 'Post 3']))
    expect(feedReads).toBe(1)
  })

  it('deletes the files it uploaded when the editor is closed without publishing', async () => {
    const requests = stubXhr()
    const deleted: string[] = []
    const uploadedFile = fileOf('22222222-2222-4222-8222-222222222222', 'draft.pdf', 'application/pdf', 4)
    stubFetch(
      routes({
        [`DELETE /api/core/files/${uploadedFile.id}`]: () => {
          deleted.push(uploadedFile.id)
          return { status: 204 }
        },
      }),
    )
    const { user, dialog } = await openEditor()
    await user.upload(within(dialog).getByLabelText(t('postEditor.attach')), [pdf('draft.pdf')])
    await waitFor(() => expect(requests).toHaveLength(1))
    requests[0]?.respond({ status: 201, body: [uploadedFile] })
    await within(dialog).findByText('draft.pdf')
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull())
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }))
    await waitFor(() => expect(deleted).toEqual([uploadedFile.id]))
  })

  it('edits a post: saves the fields, detaches a removed file, and shows the saved post', async () => {
    const user = setupUser()
    const calls: string[] = []
    const attached = fileOf('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'old.pdf', 'application/pdf', 2048)
    const original = postOf(1, { title: 'Старое', files: [attached] }, ME)
    const saved = postOf(1, { title: 'Исправлено', files: [] }, ME)
    stubFetch(
      routes({
        [FEED]: { body: { elements: [feedItemOf(original)], hasMore: false } },
        'PATCH /api/core/post': ({ init }) => {
          calls.push(`PATCH ${String(init?.body)}`)
          return { body: { ...saved, files: [attached] } }
        },
        'DELETE /api/core/s/post/1/unlink': ({ init }) => {
          calls.push(`UNLINK ${String(init?.body)}`)
          return { body: { deletedFiles: [attached.id] } }
        },
        'GET /api/core/post/1': () => {
          calls.push('GET')
          return { body: saved }
        },
      }),
    )
    await renderApp({ path: '/feed', locale: 'ru' })
    const list = await screen.findByRole('list', { name: t('feed.tabs.feed') })
    expect(
      within(list)
        .getByRole('link', { name: /old\.pdf/ })
        .getAttribute('href'),
    ).toBe(attached.url)
    await user.click(within(list).getByRole('button', { name: t('feed.post.actions', { title: 'Старое' }) }))
    await user.click(await screen.findByRole('menuitem', { name: t('common.edit') }))
    const dialog = await screen.findByRole('dialog', { name: t('postEditor.editTitle') })
    const title = within(dialog).getByRole('textbox', { name: t('postEditor.title') })
    await user.clear(title)
    await user.paste('Исправлено')
    await user.click(within(dialog).getByRole('button', { name: t('files.remove', { name: 'old.pdf' }) }))
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }))

    await waitFor(() => expect(calls).toHaveLength(3))
    expect(JSON.parse(calls[0]?.slice('PATCH '.length) ?? '{}')).toEqual({
      id: 1,
      title: 'Исправлено',
      text: original.text,
      cCommentStatus: '108:1',
      topics: [],
    })
    expect(JSON.parse(calls[1]?.slice('UNLINK '.length) ?? '{}')).toEqual({
      files: [attached.id],
      deleteFiles: true,
    })
    expect(calls[2]).toBe('GET')
    expect(await within(list).findByRole('article', { name: 'Исправлено' })).toBeTruthy()
    expect(within(list).queryByRole('link', { name: /old\.pdf/ })).toBeNull()
  })
})
