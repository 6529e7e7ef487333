import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { gradientPng } from './png'
import { fillProfileByApi } from './profile-data'
import { allow } from './time'

const ORCID = '0000-0002-1825-0097'

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Types into a catalogue picker and takes the option the server found. */
const pick = async (scope: Locator, label: string, typed: string, option: string) => {
  const field = scope.getByRole('combobox', { name: label })
  await field.click()
  await field.fill(typed)
  await scope.page().getByRole('option', { name: option, exact: true }).click()
  await expect(field).toHaveValue(option)
}

const save = async (form: Locator) => {
  await form.getByRole('button', { name: 'Сохранить' }).click()
  await expect(form).toBeHidden()
}

test.describe('researcher profiles and following', () => {
  test('a researcher fills every section, sees it after a reload; another follows them', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(allow(120_000))
    const nickname = `curie_${randomBytes(3).toString('hex')}`
    await page.goto('/profile')
    // SPEC 3: without a name the header shows the default placeholders.
    await expect(page.getByRole('heading', { level: 1, name: 'Имя Фамилия' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // ---- Main information
    const main = section(page, 'Основная информация')
    await main.getByRole('button', { name: 'Изменить раздел «Основная информация»' }).click()
    const mainForm = page.getByRole('form', { name: 'Основная информация' })
    await mainForm.getByLabel('Имя', { exact: true }).fill('Мария')
    await mainForm.getByLabel('Имя на английском').fill('Мария')
    await mainForm.getByLabel('Фамилия', { exact: true }).fill('Кюри')
    await mainForm.getByLabel('Фамилия на английском').fill('Curie')
    await mainForm.getByLabel('Отчество').fill('Саломея')
    await mainForm.getByLabel('Никнейм').fill(nickname)
    await mainForm.getByLabel('Дата рождения').fill('1967-11-07')
    await mainForm.getByRole('combobox', { name: 'Пол' }).click()
    await page.getByRole('option', { name: 'Женский' }).click()
    await mainForm.getByLabel('Телефон').fill('+7 495 123-45-67')
    await mainForm.getByLabel('Веб-сайт').fill('https://curie.example.org')
    await mainForm.getByLabel('Профиль в социальной сети').fill('https://social.example.org/marie')
    await mainForm.getByLabel('О себе').fill('Физик и химик, исследую радиоактивность.')
    // SPEC 5: an English name takes Latin letters only.
    await mainForm.getByRole('button', { name: 'Сохранить' }).click()
    await expect(mainForm.getByText('Только латинские буквы').first()).toBeVisible()
    await expect(mainForm.getByLabel('Имя на английском')).toHaveAttribute('aria-invalid', 'true')
    await mainForm.getByLabel('Имя на английском').fill('Maria')
    await save(mainForm)
    await expect(page.getByRole('heading', { level: 1, name: 'Мария Саломея Кюри' })).toBeVisible()

    // ---- Addresses: a country, then a city of it
    const addresses = section(page, 'Адреса')
    await addresses.getByRole('button', { name: 'Указать адреса' }).click()
    const addressForm = page.getByRole('form', { name: 'Адреса' })
    const birth = addressForm.getByRole('group', { name: 'Место рождения' })
    await pick(birth, 'Страна', 'Польш', 'Польша')
    await pick(birth, 'Город', 'Варш', 'Варшава')
    const living = addressForm.getByRole('group', { name: 'Место проживания' })
    await pick(living, 'Страна', 'Франц', 'Франция')
    await pick(living, 'Город', 'Пари', 'Париж')
    await save(addressForm)
    await expect(addresses.getByText('Варшава, Польша')).toBeVisible()

    // ---- Education, with the SPEC 5 required-field messages first
    const education = section(page, 'Образование')
    await education.getByRole('button', { name: 'Добавить образование' }).click()
    const educationForm = page.getByRole('form', { name: 'Добавить образование' })
    await educationForm.getByRole('button', { name: 'Сохранить' }).click()
    await expect(educationForm.getByText('Укажите учебное заведение')).toBeVisible()
    await expect(educationForm.getByText('Укажите квалификацию')).toBeVisible()
    await pick(educationForm, 'Вид образования', 'Высш', 'Высшее образование')
    await pick(educationForm, 'Уровень образования', 'магистр', 'Высшее образование — магистратура')
    await pick(educationForm, 'Страна', 'Франц', 'Франция')
    await pick(educationForm, 'Город', 'Пари', 'Париж')
    await educationForm.getByLabel('Учебное заведение').fill('Парижский университет')
    await educationForm.getByLabel('Факультет, кафедра').fill('Факультет естественных наук')
    await educationForm.getByLabel('Специальность').fill('Физика')
    await educationForm.getByLabel('Квалификация').fill('Лиценциат физики')
    await educationForm.getByLabel('Дата начала').fill('1891-11-03')
    await educationForm.getByLabel('Дата окончания').fill('1893-07-28')
    await save(educationForm)
    await expect(education.getByText('Парижский университет')).toBeVisible()

    // ---- Academic degrees
    const degrees = section(page, 'Учёные степени')
    await degrees.getByRole('button', { name: 'Добавить степень' }).click()
    const degreeForm = page.getByRole('form', { name: 'Добавить степень' })
    await degreeForm.getByRole('button', { name: 'Сохранить' }).click()
    await expect(degreeForm.getByText('Укажите учёную степень')).toBeVisible()
    await expect(degreeForm.getByText('Укажите год присуждения')).toBeVisible()
    await pick(degreeForm, 'Учёная степень', 'Доктор фил', 'Доктор философии (PhD)')
    await degreeForm.getByLabel('Год присуждения').fill('1903')
    await save(degreeForm)
    await expect(degrees.getByText('Доктор философии (PhD)')).toBeVisible()

    // ---- Labour activity
    const labor = section(page, 'Трудовая деятельность')
    await labor.getByRole('button', { name: 'Добавить место работы' }).click()
    const laborForm = page.getByRole('form', { name: 'Добавить место работы' })
    await laborForm.getByRole('button', { name: 'Сохранить' }).click()
    await expect(laborForm.getByText('Укажите организацию')).toBeVisible()
    await expect(laborForm.getByText('Укажите должность')).toBeVisible()
    await laborForm.getByLabel('Организация').fill('Институт радия')
    await pick(laborForm, 'Должность', 'Проф', 'Профессор')
    await pick(laborForm, 'Сфера деятельности', 'Наука', 'Наука и исследования')
    await laborForm.getByLabel('Дата начала').fill('1906-11-05')
    await laborForm.getByLabel('По настоящее время').check()
    await save(laborForm)
    await expect(labor.getByText('Институт радия')).toBeVisible()

    // ---- Scientific interests: keywords typed comma-separated become chips
    const interests = section(page, 'Научные интересы')
    await interests.getByRole('button', { name: 'Добавить интерес' }).click()
    const interestForm = page.getByRole('form', { name: 'Добавить интерес' })
    await interestForm.getByLabel('Описание').fill('Радиоактивность и новые элементы')
    await interestForm.getByLabel('Ключевые слова').fill('радиоактивность, полоний, радий')
    await save(interestForm)
    await expect(interests.getByRole('list', { name: 'Ключевые слова' }).getByRole('listitem')).toHaveCount(3)

    // ---- Author identifier: an ORCID checked by its checksum, then shown as a link
    const identifiers = section(page, 'Идентификаторы автора')
    await identifiers.getByRole('button', { name: 'Добавить идентификатор' }).click()
    const identifierForm = page.getByRole('form', { name: 'Добавить идентификатор' })
    await identifierForm
      .getByRole('textbox', { name: 'Идентификатор', exact: true })
      .fill('0000-0002-1825-0098')
    await identifierForm.getByRole('button', { name: 'Сохранить' }).click()
    await expect(identifierForm.getByText(/Неверный ORCID/)).toBeVisible()
    await identifierForm.getByRole('textbox', { name: 'Идентификатор', exact: true }).fill(ORCID)
    await save(identifierForm)
    await expect(identifiers.getByRole('link', { name: ORCID })).toHaveAttribute(
      'href',
      `https://orcid.org/${ORCID}`,
    )

    // ---- Contacts
    const contacts = section(page, 'Контакты')
    await contacts.getByRole('button', { name: 'Добавить контакт' }).click()
    const contactForm = page.getByRole('form', { name: 'Добавить контакт' })
    await contactForm.getByRole('combobox', { name: 'Тип контакта' }).click()
    await page.getByRole('option', { name: 'Мессенджер' }).click()
    await contactForm.getByLabel('Значение').fill('@marie_curie')
    await save(contactForm)
    await expect(contacts.getByText('@marie_curie')).toBeVisible()

    // ---- Avatar: a generated PNG, cropped square before the upload
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Сменить фото' }).click()
    await (await chooser).setFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: gradientPng(640, 480),
    })
    const crop = page.getByRole('dialog', { name: 'Обрежьте фото' })
    await expect(crop.getByRole('img', { name: 'Выбранное изображение' })).toBeVisible()
    await crop.getByRole('slider', { name: 'Масштаб' }).press('ArrowRight')
    await crop.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Фото обновлено')).toBeVisible()
    // The named avatar frames the photo.
    const avatar = page.getByRole('img', { name: 'Мария Саломея Кюри' }).locator('img')
    await expect(avatar).toHaveAttribute('src', /\/api\/core\/user_profile\/\d+\/image\?v=/)

    // ---- After a reload everything is there, from the server
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Мария Саломея Кюри' })).toBeVisible()
    await expect(page.getByText(`@${nickname}`).first()).toBeVisible()
    const mainView = section(page, 'Основная информация')
    for (const text of [
      'Maria Curie',
      '7 ноября 1967 г.',
      'Женский',
      '+7 495 123-45-67',
      account.email,
      'Физик и химик, исследую радиоактивность.',
    ]) {
      await expect(mainView.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(mainView.getByRole('link', { name: 'https://curie.example.org' })).toBeVisible()
    await expect(mainView.getByRole('link', { name: 'https://social.example.org/marie' })).toBeVisible()
    await expect(section(page, 'Адреса').getByText('Париж, Франция')).toBeVisible()
    await expect(
      section(page, 'Образование').getByText(/Факультет естественных наук · Физика · Лиценциат физики/),
    ).toBeVisible()
    await expect(
      section(page, 'Образование').getByText(
        /Высшее образование · Высшее образование — магистратура · Париж, Франция/,
      ),
    ).toBeVisible()
    await expect(
      section(page, 'Учёные степени').getByText('присуждена в 1903 г.', { exact: false }),
    ).toBeVisible()
    await expect(section(page, 'Трудовая деятельность').getByText('Профессор')).toBeVisible()
    await expect(
      section(page, 'Трудовая деятельность').getByText(
        /Наука и исследования · 5 ноября 1906 г. – по настоящее время/,
      ),
    ).toBeVisible()
    await expect(section(page, 'Научные интересы').getByText('полоний')).toBeVisible()
    await expect(section(page, 'Идентификаторы автора').getByRole('link', { name: ORCID })).toBeVisible()
    await expect(section(page, 'Контакты').getByText('@marie_curie')).toBeVisible()
    await expect(avatar).toHaveAttribute('src', /image/)
    expect(await axeViolations(page)).toEqual([])

    // ---- schema.org Person data on the profile page
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      '@type': 'Person',
      name: 'Мария Саломея Кюри',
      givenName: 'Мария',
      familyName: 'Кюри',
      affiliation: { '@type': 'Organization', name: 'Институт радия' },
      jobTitle: 'Профессор',
      sameAs: [`https://orcid.org/${ORCID}`],
    })

    // ---- Another researcher opens the profile: read-only, and follows
    const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const page2 = await other.newPage()
    await createSignedInAccount(page2)
    const named = await page2.request.post('/api/core/user_profile/info', {
      data: { firstName: 'Пьер', lastName: 'Кюри' },
    })
    expect(named.status(), await named.text()).toBe(200)
    await page2.goto(`/profile/${account.id}`)
    await expect(page2.getByRole('heading', { level: 1, name: 'Мария Саломея Кюри' })).toBeVisible()
    await expect(section(page2, 'Учёные степени').getByText('Доктор философии (PhD)')).toBeVisible()
    await expect(page2.getByRole('button', { name: /^Изменить/ })).toHaveCount(0)
    await expect(page2.getByRole('button', { name: /^Добавить/ })).toHaveCount(0)
    await expect(page2.getByRole('button', { name: 'Сменить фото' })).toHaveCount(0)
    expect(await axeViolations(page2)).toEqual([])
    const counters = page2.getByRole('navigation', { name: 'Подписки' })
    await expect(counters.getByRole('link', { name: /0\s*Подписчики/ })).toBeVisible()
    await page2.getByRole('button', { name: 'Подписаться' }).click()
    await expect(page2.getByRole('button', { name: 'Отписаться' })).toBeVisible()
    await expect(counters.getByRole('link', { name: /1\s*Подписчики/ })).toBeVisible()

    // A sees the new follower on the profile and in the list.
    await page.goto('/profile')
    await expect(
      page.getByRole('navigation', { name: 'Подписки' }).getByRole('link', { name: /1\s*Подписчики/ }),
    ).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Подписки' })
      .getByRole('link', { name: /Подписчики/ })
      .click()
    await expect(page).toHaveURL(/\/followers$/)
    const followers = page.getByRole('list', { name: /Подписчики/ })
    await expect(followers.getByRole('link', { name: 'Пьер Кюри' })).toBeVisible()
    await expect(followers.getByRole('button', { name: 'Подписаться в ответ: Пьер Кюри' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // B's followings list shows A.
    await page2.goto('/followers?tab=followings')
    const followings = page2.getByRole('list', { name: /Подписки/ })
    await expect(followings.getByRole('link', { name: 'Мария Саломея Кюри' })).toBeVisible()
    expect(await axeViolations(page2)).toEqual([])

    // B unfollows from A's profile; the counts go back on both sides.
    await page2.goto(`/profile/${account.id}`)
    await page2.getByRole('button', { name: 'Отписаться' }).click()
    await expect(page2.getByRole('button', { name: 'Подписаться' })).toBeVisible()
    await expect(counters.getByRole('link', { name: /0\s*Подписчики/ })).toBeVisible()
    await page2.goto('/followers?tab=followings')
    await expect(page2.getByText('Вы ни на кого не подписаны')).toBeVisible()
    await page.reload()
    await expect(page.getByText('У вас пока нет подписчиков')).toBeVisible()

    // B blocks A (asked first), sees the blocked state, and unblocks.
    await page2.goto(`/profile/${account.id}`)
    await page2.getByRole('button', { name: 'Ещё действия' }).click()
    await page2.getByRole('menuitem', { name: 'Заблокировать' }).click()
    const confirm = page2.getByRole('dialog', { name: 'Заблокировать: Мария Саломея Кюри?' })
    await confirm.getByRole('button', { name: 'Заблокировать' }).click()
    await expect(page2.getByText('Вы заблокировали этого пользователя.')).toBeVisible()
    await expect(page2.getByRole('button', { name: 'Подписаться' })).toHaveCount(0)
    await page2.getByRole('button', { name: 'Разблокировать' }).click()
    await page2
      .getByRole('dialog', { name: 'Разблокировать: Мария Саломея Кюри?' })
      .getByRole('button', { name: 'Разблокировать' })
      .click()
    await expect(page2.getByRole('button', { name: 'Подписаться' })).toBeVisible()
    await expect(page2.getByText('Вы заблокировали этого пользователя.')).toHaveCount(0)
    await other.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`the profile, a foreign profile and the lists have no axe violations, ${scheme} theme, phone and desktop`, async ({
      page,
      browser,
      baseURL,
      account,
    }) => {
      test.setTimeout(allow(60_000))
      await fillProfileByApi(page.request, account.id, `axe_${scheme}_${randomBytes(3).toString('hex')}`)
      const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
      const page2 = await other.newPage()
      await createSignedInAccount(page2)
      const followed = await page2.request.patch('/api/core/user_subscription', {
        data: [{ rEntity: `202:${account.id}`, subscribed: true }],
      })
      expect(followed.status()).toBe(200)
      for (const p of [page, page2])
        await p.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme)
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page2.setViewportSize({ width, height: 900 })
        await page.goto('/profile')
        await expect(page.getByRole('heading', { level: 1, name: 'Мария Саломея Кюри' })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
        expect(await axeViolations(page)).toEqual([])
        await page.goto('/followers')
        await expect(page.getByRole('list', { name: /Подписчики/ }).getByRole('listitem')).toHaveCount(1)
        expect(await axeViolations(page)).toEqual([])
        await page2.goto(`/profile/${account.id}`)
        await expect(page2.getByRole('button', { name: 'Отписаться' })).toBeVisible()
        expect(await axeViolations(page2)).toEqual([])
        await page2.goto('/followers?tab=followings')
        await expect(page2.getByRole('list', { name: /Подписки/ }).getByRole('listitem')).toHaveCount(1)
        expect(await axeViolations(page2)).toEqual([])
      }
      await other.close()
    })
  }
})
