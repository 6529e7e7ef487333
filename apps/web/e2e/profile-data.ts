import { type APIRequestContext, expect } from '@playwright/test'
import { gradientPng } from './png'

const ok = async (answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string) => {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true)
  return answer.json().catch(() => null)
}

/**
 * Fills every section of the signed-in user's profile through the API (for tests about how a
 * filled profile looks, not about filling it: profile.spec.ts fills one through the UI).
 */
export const fillProfileByApi = async (request: APIRequestContext, userId: number, nickname: string) => {
  const post = async (url: string, data: unknown) => ok(await request.post(url, { data }), url)
  await post('/api/core/user_profile/info', {
    firstName: 'Мария',
    lastName: 'Кюри',
    middleName: 'Саломея',
    firstNameEn: 'Maria',
    lastNameEn: 'Curie',
    nickname,
    birthDate: '1967-11-07',
    gender: '46:2',
    phone: '+7 495 123-45-67',
    dsc: 'Физик и химик. Исследую радиоактивность и свойства новых элементов.',
  })
  await post('/api/core/address', { cType: '20:6', cCountry: '208:616' })
  await post('/api/core/address', { cType: '20:2', cCountry: '208:250' })
  await post(`/api/core/user_profile/${userId}/education`, {
    cType: '52:3',
    cCountry: '208:250',
    institution: 'Парижский университет',
    department: 'Факультет естественных наук',
    specialty: 'Физика',
    qualification: 'Лиценциат физики',
    startDate: '1891-11-03',
    endDate: '1893-07-28',
  })
  await post(`/api/core/user_profile/${userId}/user_academic_degrees`, { cDegree: '55:3', year: 1903 })
  await post(`/api/core/user_profile/${userId}/labor_activity`, {
    organization: 'Институт радия',
    cPosition: '47:17',
    cActivityArea: '24:1',
    startWork: '1906-11-05',
    current: true,
  })
  await post(`/api/core/user_profile/${userId}/scientific_interest`, {
    dsc: 'Радиоактивность и новые элементы',
    keywords: ['радиоактивность', 'полоний', 'радий'],
  })
  const author = (await post(`/api/core/author?user_id=${userId}`, {
    firstName: 'Мария',
    lastName: 'Кюри',
  })) as {
    uref: string
  }
  await post('/api/core/obj_identifier', {
    rObject: author.uref,
    cIdentifier: '38:3',
    value: '0000-0002-1825-0097',
  })
  await post(`/api/core/user_profile/${userId}/contact`, {
    cType: '31:1',
    value: 'https://curie.example.org',
  })
  await post(`/api/core/user_profile/${userId}/contact`, { cType: '31:4', value: '@marie_curie' })
  for (const [kind, width, height] of [
    ['image', 400, 400],
    ['banner', 1500, 500],
  ] as const) {
    await ok(
      await request.put(`/api/core/user_profile/info/${kind}/${userId}`, {
        multipart: {
          image: { name: `${kind}.png`, mimeType: 'image/png', buffer: gradientPng(width, height, 20) },
        },
      }),
      kind,
    )
  }
}
