import { type CommentFetch, CommentPermission } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { baseOf, commentOf, pageOf, personOf, postOf } from './comments/test-data'

const ME = 2
const POST = 5
const ada = personOf(3, 'Ада Лавлейс')
const pierre = personOf(2, 'Пьер Кюри')
const marie = personOf(1, 'Мария Кюри')

// The thread: 1 (Pierre) ← 3 (Ada) ← 5 (Pierre); 1 ← 4 (Marie); 2 (Ada).
const c5 = commentOf(5, { up: 3, replyTo: ada })
const c4 = commentOf(4, { up: 1, authorInfo: marie, rAuthor: marie.rEntity, replyTo: pierre })
const c3 = commentOf(3, { up: 1, authorInfo: ada, rAuthor: ada.rEntity, replyTo: pierre })
const c2 = commentOf(2, { authorInfo: ada, rAuthor: ada.rEntity })
const c1 = commentOf(1)

/** What the server answers for each view, and for each parent's replies (`up`). */
const threadAnswer = (query: CommentFetch) => {
  const key = `${query.view}:${query.up ?? ''}`
  const answers: Record<string, ReturnType<typeof pageOf>> = {
    'tree:': pageOf([{ ...c1, childCount: 2, lastChild: baseOf(c4) }, c2]),
    'tree:1': pageOf([{ ...c3, childCount: 1, lastChild: baseOf(c5) }, c4]),
    'tree:3': pageOf([c5]),
    'linear:': pageOf([c1, c2, c3, c4, c5]),
    'second_level:': pageOf([{ ...c1, childCount: 3, lastChild: baseOf(c5) }, c2]),
    'second_level:1': pageOf([c3, c4, c5]),
  }
  return answers[key] ?? pageOf([])
}

type Calls = { fetches: CommentFetch[]; writes: string[] }

const stubPostPage = (post = postOf(POST), extra: Parameters<typeof stubFetch>[0] = {}): Calls => {
  const calls: Calls = { fetches: [], writes: [] }
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    [`GET /api/core/post/${POST}`]: { body: post },
    'POST /api/core/post/comment/fetch': ({ init }) => {
      const query = JSON.parse(String(init?.body)) as CommentFetch
      calls.fetches.push(query)
      return { body: threadAnswer(query) }
    },
    ...extra,
  })
  return calls
}

/** Each rendered comment's id and depth, in the order they show. */
const depths = () =>
  [...document.querySelectorAll<HTMLElement>('article[data-comment-id]')].map(
    (node) => `${node.dataset.commentId}@${node.dataset.depth}`,
  )

const thread = () => screen.findByRole('list', { name: t('comments.list') })

describe('the post page', () => {
  it('shows the post, then the comments as a tree whose replies open level by level', async () => {
    const user = setupUser()
    const calls = stubPostPage()
    await renderApp({ path: `/userPost/${POST}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'О радиоактивности' })).toBeTruthy()
    expect(screen.getByText('Новые элементы: полоний и радий.')).toBeTruthy()
    await thread()
    // SPEC 3, 9: the tree is the default view; comments come 10 a page, in order.
    expect(calls.fetches[0]).toMatchObject({ postId: POST, view: 'tree', mode: 'in_order', pageSize: 10 })
    expect(calls.fetches[0]?.up).toBeUndefined()
    // Folded, a comment with replies shows its latest reply and how many there are.
    expect(depths()).toEqual(['1@0', '4@1', '2@0'])

    await user.click(screen.getByRole('button', { name: t('comments.showReplies', { count: 2 }) }))
    await waitFor(() => expect(depths()).toEqual(['1@0', '3@1', '5@2', '4@1', '2@0']))
    expect(calls.fetches.at(-1)).toMatchObject({ view: 'tree', up: 1 })

    await user.click(screen.getByRole('button', { name: t('comments.showReplies', { count: 1 }) }))
    await waitFor(() => expect(calls.fetches.at(-1)).toMatchObject({ view: 'tree', up: 3 }))
    expect(depths()).toEqual(['1@0', '3@1', '5@2', '4@1', '2@0'])
    // The tree's indentation says who answers whom; no "in reply to" needed.
    expect(screen.queryByText(t('comments.inReplyTo', { name: 'Ада Лавлейс' }))).toBeNull()
  })

  it('switches to the linear and second-level views, and remembers the choice', async () => {
    const user = setupUser()
    const calls = stubPostPage()
    await renderApp({ path: `/userPost/${POST}` })
    await thread()
    const views = screen.getByRole('group', { name: t('comments.view.label') })

    await user.click(within(views).getByRole('button', { name: t('comments.view.linear') }))
    await waitFor(() => expect(depths()).toEqual(['1@0', '2@0', '3@0', '4@0', '5@0']))
    expect(calls.fetches.at(-1)).toMatchObject({ view: 'linear' })
    const reply = screen.getByText(t('comments.inReplyTo', { name: 'Ада Лавлейс' }))
    expect(reply.closest('article')?.dataset.commentId).toBe('5')
    expect(JSON.parse(localStorage.getItem('nauka.comments') ?? '{}').state.view).toBe('linear')

    await user.click(within(views).getByRole('button', { name: t('comments.view.second_level') }))
    await waitFor(() => expect(depths()).toEqual(['1@0', '5@1', '2@0']))
    await user.click(screen.getByRole('button', { name: t('comments.showReplies', { count: 3 }) }))
    // Every reply below a first-level comment comes flat, one level in, saying whom it answers.
    await waitFor(() => expect(depths()).toEqual(['1@0', '3@1', '4@1', '5@1', '2@0']))
    expect(calls.fetches.at(-1)).toMatchObject({ view: 'second_level', up: 1 })
    expect(screen.getAllByText(t('comments.inReplyTo', { name: 'Пьер Кюри' }))).toHaveLength(2)

    await user.click(
      within(screen.getByRole('group', { name: t('comments.sort.label') })).getByRole('button', {
        name: t('comments.sort.popular'),
      }),
    )
    await waitFor(() => expect(calls.fetches.at(-1)).toMatchObject({ view: 'second_level', mode: 'popular' }))
  })

  it('likes a comment at once and takes the like back when the server refuses', async () => {
    const user = setupUser()
    const reactions: string[] = []
    let refuse = false
    stubPostPage(postOf(POST), {
      'PUT /api/core/post/comment/2/react': ({ init }) => {
        reactions.push(String(init?.body))
        return refuse
          ? {
              status: 500,
              body: { error: { code: 5000, textCode: 'internal_error', type: 'internal', message: 'x' } },
            }
          : { body: { ...c2, myReaction: '91:1', meta: { reaction_count: 4 } } }
      },
    })
    // The server answers the like only when the test lets it, so the state in between can be seen.
    const answer = globalThis.fetch
    const held: Array<() => void> = []
    const release = async () => {
      await waitFor(() => expect(held.length).toBe(1))
      held.shift()?.()
    }
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/react')) await new Promise<void>((resolve) => held.push(resolve))
      return answer(input, init)
    })
    await renderApp({ path: `/userPost/${POST}` })
    await thread()
    const second = document.querySelector('article[data-comment-id="2"]') as HTMLElement
    await user.click(within(second).getByRole('button', { name: t('comments.like', { count: 0 }) }))
    // SPEC 4: the toggle shows before the server answers.
    const pending = within(second).getByRole('button', { name: t('comments.like', { count: 1 }) })
    expect(pending.getAttribute('aria-pressed')).toBe('true')
    await release()
    await waitFor(() => expect(reactions).toEqual(['"91:1"']))
    // The server's answer brings everyone's likes.
    const liked = await within(second).findByRole('button', { name: t('comments.like', { count: 4 }) })

    refuse = true
    await user.click(liked)
    const unliked = within(second).getByRole('button', { name: t('comments.like', { count: 3 }) })
    expect(unliked.getAttribute('aria-pressed')).toBe('false')
    await release()
    await waitFor(() => expect(reactions).toEqual(['"91:1"', '""']))
    // The server refused: the like is back as it was.
    await waitFor(() =>
      expect(
        within(second)
          .getByRole('button', { name: t('comments.like', { count: 4 }) })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    )
  })

  it('sends a comment and a reply, and reads the thread again', async () => {
    const user = setupUser()
    const sent: unknown[] = []
    const calls = stubPostPage(postOf(POST), {
      'POST /api/core/post/comment': ({ init }) => {
        const body = JSON.parse(String(init?.body))
        sent.push(body)
        return { status: 201, body: commentOf(9, { text: body.text, up: body.up }) }
      },
    })
    await renderApp({ path: `/userPost/${POST}` })
    await thread()
    const form = screen.getByRole('form', { name: t('comments.form.label') })
    await user.click(within(form).getByRole('button', { name: t('comments.form.send') }))
    // SPEC 5: an empty comment is not sent.
    expect(await within(form).findByText(t('validation.required.comment.text'))).toBeTruthy()
    expect(sent).toEqual([])

    await user.type(within(form).getByRole('textbox'), 'Поздравляю!')
    const before = calls.fetches.length
    await user.click(within(form).getByRole('button', { name: t('comments.form.send') }))
    await waitFor(() => expect(sent).toEqual([{ rPost: '302:5', text: 'Поздравляю!', up: null }]))
    await waitFor(() => expect(calls.fetches.length).toBeGreaterThan(before))

    const second = document.querySelector('article[data-comment-id="2"]') as HTMLElement
    await user.click(within(second).getByRole('button', { name: t('comments.reply') }))
    const replyForm = screen.getByRole('form', { name: t('comments.form.replyTo', { name: 'Ада Лавлейс' }) })
    await user.type(within(replyForm).getByRole('textbox'), 'Согласен{Control>}{Enter}{/Control}')
    await waitFor(() => expect(sent.at(-1)).toEqual({ rPost: '302:5', text: 'Согласен', up: 2 }))
  })

  it('shows the server’s refusal when the author has just denied comments', async () => {
    const user = setupUser()
    stubPostPage(postOf(POST), {
      'POST /api/core/post/comment': {
        status: 403,
        body: {
          error: {
            code: 4030,
            textCode: 'comments_denied',
            type: 'access',
            message: 'Автор ограничил круг лиц, которые могут комментировать',
          },
        },
      },
    })
    await renderApp({ path: `/userPost/${POST}` })
    await thread()
    const form = screen.getByRole('form', { name: t('comments.form.label') })
    await user.type(within(form).getByRole('textbox'), 'Можно?')
    await user.click(within(form).getByRole('button', { name: t('comments.form.send') }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Автор ограничил круг лиц, которые могут комментировать',
    )
  })

  it('hides the forms from readers when comments are denied, and says why (SPEC 6)', async () => {
    stubPostPage(postOf(POST, { cCommentStatus: CommentPermission.Deny }))
    await renderApp({ path: `/userPost/${POST}` })
    await thread()
    expect(screen.getByText(t('comments.denied'))).toBeTruthy()
    expect(screen.queryByRole('form', { name: t('comments.form.label') })).toBeNull()
    expect(screen.queryByRole('button', { name: t('comments.reply') })).toBeNull()
  })

  it('gives the author the comment switch and still lets them comment when comments are denied', async () => {
    const user = setupUser()
    const patches: unknown[] = []
    stubPostPage(
      postOf(POST, { rAuthor: `202:${ME}`, authorInfo: pierre, cCommentStatus: CommentPermission.Deny }),
      {
        'PATCH /api/core/post': ({ init }) => {
          patches.push(JSON.parse(String(init?.body)))
          return { body: postOf(POST, { rAuthor: `202:${ME}`, authorInfo: pierre }) }
        },
      },
    )
    await renderApp({ path: `/userPost/${POST}` })
    await thread()
    expect(screen.getByText(t('comments.deniedByYou'))).toBeTruthy()
    expect(screen.getByRole('form', { name: t('comments.form.label') })).toBeTruthy()
    // The author may delete any comment under their post.
    expect(screen.getAllByRole('button', { name: t('comments.delete.action') }).length).toBeGreaterThan(1)
    const allow = screen.getByRole('switch', { name: t('post.allowComments') }) as HTMLInputElement
    expect(allow.checked).toBe(false)
    await user.click(allow)
    await waitFor(() => expect(patches).toEqual([{ id: POST, cCommentStatus: '108:1' }]))
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: t('post.allowComments') }) as HTMLInputElement).checked,
      ).toBe(true),
    )
  })

  it('lets every reader switch comment notifications', async () => {
    const user = setupUser()
    const puts: unknown[] = []
    stubPostPage(postOf(POST), {
      'PUT /api/core/notification/r_object/302:5/comment_status': ({ init }) => {
        puts.push(JSON.parse(String(init?.body)))
        return { body: false }
      },
    })
    await renderApp({ path: `/userPost/${POST}` })
    const notify = (await screen.findByRole('switch', { name: t('post.notifyComments') })) as HTMLInputElement
    expect(notify.checked).toBe(true)
    expect(screen.queryByRole('switch', { name: t('post.allowComments') })).toBeNull()
    await user.click(notify)
    await waitFor(() => expect(puts).toEqual([{ value: false }]))
    expect((screen.getByRole('switch', { name: t('post.notifyComments') }) as HTMLInputElement).checked).toBe(
      false,
    )
  })

  it('shows a deleted comment with replies as "Comment deleted", without actions', async () => {
    stubFetch({
      ...signedIn(ME),
      [`GET /api/core/post/${POST}`]: { body: postOf(POST) },
      'POST /api/core/post/comment/fetch': {
        body: pageOf([commentOf(1, { cStatus: '25:6', text: '', childCount: 1, lastChild: baseOf(c3) })]),
      },
    })
    await renderApp({ path: `/userPost/${POST}` })
    const gone = await screen.findByRole('article', { name: t('comments.deleted') })
    expect(within(gone).queryByRole('button')).toBeNull()
    expect(depths()).toEqual(['1@0', '3@1'])
  })

  it('says a post is not available when the server does not find it', async () => {
    stubFetch({ ...signedIn(ME) })
    await renderApp({ path: `/userPost/${POST}` })
    expect(await screen.findByText(t('post.empty.title'))).toBeTruthy()
    expect(screen.getByRole('link', { name: t('post.toFeed') }).getAttribute('href')).toBe('/feed')
  })

  it("names the request's id of a failed load of the post, to quote in a report (issue 19)", async () => {
    stubPostPage(postOf(POST), {
      [`GET /api/core/post/${POST}`]: { status: 502, body: '<html>', headers: { 'X-Request-Id': 'gw-31' } },
    })
    await renderApp({ path: `/userPost/${POST}` })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(t('errors.unhandled'))).toBeTruthy()
    expect(within(alert).getByText('gw-31')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: t('errors.requestId.copy') })).toBeTruthy()
  })
})
