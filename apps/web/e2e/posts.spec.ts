import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { tinyPdf } from './pdf'
import { gradientPng } from './png'
import { allow } from './time'

const nameUser = async (request: APIRequestContext, firstName: string, lastName: string) => {
  const named = await request.post('/api/core/user_profile/info', { data: { firstName, lastName } })
  expect(named.status(), await named.text()).toBe(200)
}

const comment = async (
  request: APIRequestContext,
  postId: number,
  text: string,
  up: number | null = null,
) => {
  const created = await request.post('/api/core/post/comment', { data: { rPost: `302:${postId}`, text, up } })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { id: number }).id
}

/** Each shown comment as `id@depth`, in the order the page shows them. */
const shownDepths = (page: Page) =>
  page
    .locator('#comments article[data-comment-id]')
    .evaluateAll((nodes) =>
      nodes.map((node) => `${node.getAttribute('data-comment-id')}@${node.getAttribute('data-depth')}`),
    )

const DENIED = 'Автор ограничил круг лиц, которые могут комментировать'

test.describe('posts, comments, likes and comment toasts', () => {
  test('a researcher publishes with files; a follower comments and likes; the author is told and closes comments', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(allow(120_000))
    const title = `Радиоактивность ${randomBytes(3).toString('hex')}`
    await nameUser(page.request, 'Мария', 'Кюри')

    // ---- B follows A (set up through the API)
    const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const pageB = await other.newPage()
    await createSignedInAccount(pageB)
    await nameUser(pageB.request, 'Пьер', 'Кюри')
    const followed = await pageB.request.patch('/api/core/user_subscription', {
      data: [{ rEntity: `202:${account.id}`, subscribed: true }],
    })
    expect(followed.status(), await followed.text()).toBe(200)

    // ---- A writes a post in the editor, with a picture and a PDF
    const socketA = page.waitForEvent('websocket')
    await page.goto('/feed')
    await page.getByRole('button', { name: 'Новая публикация' }).click()
    const editor = page.getByRole('dialog', { name: 'Новая публикация' })
    await editor.getByLabel('Заголовок').fill(title)
    await editor.getByLabel('Текст').fill('Открыты два новых элемента: полоний и радий.')
    await editor.locator('input[type="file"]').setInputFiles([
      { name: 'spectrum.png', mimeType: 'image/png', buffer: gradientPng(64, 48) },
      { name: 'article.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    ])
    await expect(editor.getByRole('list', { name: 'Прикреплённые файлы' }).getByRole('listitem')).toHaveCount(
      2,
    )
    await expect(editor.getByText('Файлы загружаются…')).toHaveCount(0)
    await editor.getByRole('button', { name: 'Опубликовать' }).click()
    await expect(editor).toBeHidden()
    // The socket is up (upgraded to a WebSocket) before anyone comments.
    await socketA

    // ---- B finds it in the feed and opens it
    await pageB.goto('/feed')
    await pageB.getByRole('link', { name: title }).click()
    await expect(pageB).toHaveURL(/\/userPost\/\d+$/)
    const postId = Number(new URL(pageB.url()).pathname.split('/').at(-1))
    await expect(pageB.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(pageB.getByRole('img', { name: 'spectrum.png' })).toBeVisible()
    await expect(pageB.getByRole('link', { name: /article\.pdf/ })).toBeVisible()
    expect(await axeViolations(pageB)).toEqual([])

    // ---- B likes the post and comments
    await pageB.getByRole('button', { name: 'Нравится: 0' }).first().click()
    await expect(pageB.getByRole('button', { name: 'Нравится: 1', pressed: true })).toBeVisible()
    const form = pageB.getByRole('form', { name: 'Написать комментарий' })
    await form.getByRole('textbox').fill('Поздравляю! Это открытие века.')
    await form.getByRole('button', { name: 'Отправить' }).click()
    const thread = pageB.getByRole('list', { name: 'Комментарии' })
    await expect(thread.getByText('Поздравляю! Это открытие века.')).toBeVisible()
    await expect(form.getByRole('textbox')).toHaveValue('')

    // ---- A, still on the feed, gets a toast that opens the post at its comments
    const toast = page.getByText(`Пьер Кюри прокомментировал(а) вашу публикацию «${title}»`)
    await expect(toast).toBeVisible()
    // The pointer holds the toast while axe runs, longer than the toast lives on a slow machine.
    await toast.hover()
    // The toast itself must be readable (notistack's own info colour fails contrast).
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Открыть' }).click()
    await expect(page).toHaveURL(new RegExp(`/userPost/${postId}\\?comments=1$`))
    const comments = page.locator('#comments')
    await expect(comments.getByText('Поздравляю! Это открытие века.')).toBeVisible()
    await expect(comments).toBeInViewport()
    await expect(comments).toBeFocused()

    // ---- A likes B's comment; B sees the count change live
    const commentOfB = comments.locator('article[data-comment-id]').first()
    await commentOfB.getByRole('button', { name: 'Нравится: 0' }).click()
    await expect(commentOfB.getByRole('button', { name: 'Нравится: 1', pressed: true })).toBeVisible()
    await expect(
      thread.locator('article[data-comment-id]').first().getByRole('button', { name: 'Нравится: 1' }),
    ).toBeVisible()

    // ---- A closes comments; B is refused
    const commentsSwitch = page.getByRole('switch', { name: 'Разрешить комментарии' })
    await expect(commentsSwitch).toBeChecked()
    await commentsSwitch.click()
    await expect(commentsSwitch).not.toBeChecked()
    // B's open page hears of the change and hides the form (SPEC 6: the author limited who can comment).
    await expect(pageB.getByText(/Автор ограничил круг лиц/)).toBeVisible()
    await expect(pageB.getByRole('form', { name: 'Написать комментарий' })).toHaveCount(0)
    await pageB.reload()
    await expect(pageB.getByText(/Автор ограничил круг лиц/)).toBeVisible()
    await expect(pageB.getByRole('form', { name: 'Написать комментарий' })).toHaveCount(0)
    await expect(pageB.getByRole('button', { name: 'Ответить' })).toHaveCount(0)
    const refused = await pageB.request.post('/api/core/post/comment', {
      data: { rPost: `302:${postId}`, text: 'А всё-таки?' },
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(DENIED)
    // The author still may comment on their own post.
    await expect(page.getByRole('form', { name: 'Написать комментарий' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await other.close()
  })

  test('a thread shows as a tree, a list and two levels', async ({ page, browser, baseURL, account }) => {
    test.setTimeout(allow(90_000))
    await nameUser(page.request, 'Ада', 'Лавлейс')
    const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const pageB = await other.newPage()
    await createSignedInAccount(pageB)
    await nameUser(pageB.request, 'Чарльз', 'Бэббидж')

    const created = await page.request.post('/api/core/post', {
      data: { title: 'Аналитическая машина', text: 'Заметки о вычислениях.' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id: postId, rAuthor } = (await created.json()) as { id: number; rAuthor: string }
    expect(rAuthor).toBe(`202:${account.id}`)
    // 1 (B) ← 2 (A) ← 3 (B); 4 (A) on the post itself.
    const c1 = await comment(pageB.request, postId, 'Первый вопрос')
    const c2 = await comment(page.request, postId, 'Ответ на вопрос', c1)
    const c3 = await comment(pageB.request, postId, 'Уточнение к ответу', c2)
    const c4 = await comment(page.request, postId, 'Отдельное замечание')

    await page.goto(`/userPost/${postId}`)
    const section = page.locator('#comments')
    // Tree (the default): folded, the first level with the latest reply of each.
    await expect.poll(() => shownDepths(page)).toEqual([`${c1}@0`, `${c2}@1`, `${c4}@0`])
    await section.getByRole('button', { name: 'Показать ответы (1)' }).click()
    await expect.poll(() => shownDepths(page)).toEqual([`${c1}@0`, `${c2}@1`, `${c3}@2`, `${c4}@0`])
    await section.getByRole('button', { name: 'Показать ответы (1)' }).click()
    await expect(section.getByRole('button', { name: 'Скрыть ответы' })).toHaveCount(2)
    await expect.poll(() => shownDepths(page)).toEqual([`${c1}@0`, `${c2}@1`, `${c3}@2`, `${c4}@0`])
    expect(await axeViolations(page)).toEqual([])

    // Linear: everything flat, each reply naming whom it answers.
    const views = section.getByRole('group', { name: 'Вид комментариев' })
    await views.getByRole('button', { name: 'Списком' }).click()
    await expect.poll(() => shownDepths(page)).toEqual([`${c1}@0`, `${c2}@0`, `${c3}@0`, `${c4}@0`])
    await expect(
      section.locator(`article[data-comment-id="${c3}"]`).getByText('в ответ Ада Лавлейс'),
    ).toBeVisible()

    // Two levels: replies at any depth come flat under their first-level comment.
    await views.getByRole('button', { name: 'Два уровня' }).click()
    await expect.poll(() => shownDepths(page)).toEqual([`${c1}@0`, `${c3}@1`, `${c4}@0`])
    await section.getByRole('button', { name: 'Показать ответы (2)' }).click()
    await expect.poll(() => shownDepths(page)).toEqual([`${c1}@0`, `${c2}@1`, `${c3}@1`, `${c4}@0`])
    await expect(
      section.locator(`article[data-comment-id="${c2}"]`).getByText('в ответ Чарльз Бэббидж'),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // The choice is remembered.
    await page.reload()
    await expect(
      section.getByRole('group', { name: 'Вид комментариев' }).getByRole('button', { name: 'Два уровня' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await other.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`the post page has no serious axe violations, ${scheme} theme, phone and desktop`, async ({
      page,
      account,
    }) => {
      test.setTimeout(allow(60_000))
      await page.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme)
      await nameUser(page.request, 'Лиза', 'Мейтнер')
      const created = await page.request.post('/api/core/post', {
        data: { title: 'Деление ядра', text: 'Объяснение опытов Гана.' },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { id: postId, rAuthor } = (await created.json()) as { id: number; rAuthor: string }
      expect(rAuthor).toBe(`202:${account.id}`)
      const first = await comment(page.request, postId, 'Дополнение к расчётам')
      await comment(page.request, postId, 'Ответ самой себе', first)
      // Both forms of the hint to scroll to the comments, one per width (each a full page load).
      for (const [width, hint] of [
        [1366, '?comments=1'],
        [390, '#comments'],
      ] as const) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`/userPost/${postId}${hint}`)
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
        await expect(page.locator('#comments').getByText('Ответ самой себе')).toBeVisible()
        await expect(page.locator('#comments')).toBeInViewport()
        await page.getByRole('button', { name: 'Ответить' }).first().click()
        await expect(page.getByRole('form', { name: 'Ответ для Лиза Мейтнер' })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      }
    })
  }
})
