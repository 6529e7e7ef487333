import {
  DateMessage,
  ErrorBody,
  Profile,
  SettingsAccess,
  SettingsElementRef,
  SettingsSet,
  UserInfo,
  UserPrefs,
  VALIDATION_TEXTS,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { REF, seedProfile, validAddress } from './profile.fixtures'

const env = useTestServer()
const { newUser, as } = env

const fieldErrors = (body: unknown) =>
  Object.fromEntries((ErrorBody.parse(body).validationErrors ?? []).map((e) => [e.field, e.message]))

describe('own info', () => {
  it('answers GET /user/me in the UserInfo shape, with the fields the owner saved', async () => {
    const me = await newUser()
    const res = await as(me)('POST', '/api/core/user_profile/info', {
      firstName: ' Мария ',
      lastName: 'Кюри',
      firstNameEn: 'Maria',
      lastNameEn: 'Curie',
      nickname: 'marie_curie',
      phone: '+33 1 23 45 67 89',
      gender: REF.gender,
      birthDate: '1967-11-07',
      dsc: 'Physicist',
    })
    expect(res.statusCode, res.body).toBe(200)
    const info = UserInfo.parse((await as(me)('GET', '/api/core/user/me')).json())
    expect(info).toMatchObject({
      id: me.id,
      email: me.email,
      firstName: 'Мария',
      lastName: 'Кюри',
      nickname: 'marie_curie',
      birthDate: '1967-11-07',
      lang: 1,
    })
  })

  it('clears a field sent as null or empty, and keeps fields left out', async () => {
    const me = await newUser()
    await as(me)('POST', '/api/core/user_profile/info', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
    })
    await as(me)('POST', '/api/core/user_profile/info', { firstName: null, phone: '' })
    const info = UserInfo.parse((await as(me)('GET', '/api/core/user/me')).json())
    expect(info).toMatchObject({ firstName: null, lastName: 'Lovelace', phone: null })
  })

  it('refuses non-Latin English names with a translated message on each field', async () => {
    const me = await newUser()
    const res = await as(me)('POST', '/api/core/user_profile/info', {
      firstNameEn: 'Мария',
      lastNameEn: 'Кюри',
    })
    expect(res.statusCode).toBe(400)
    expect(fieldErrors(res.json())).toEqual({
      firstNameEn: 'Только латинские буквы',
      lastNameEn: 'Только латинские буквы',
    })
  })

  it.each(['2023-02-30', '2023-13-01', '01.02.2023'])('refuses the birth date %s', async (birthDate) => {
    const me = await newUser()
    const res = await as(me)(
      'POST',
      '/api/core/user_profile/info',
      { birthDate },
      { 'accept-language': 'en' },
    )
    expect(res.statusCode).toBe(400)
    expect(fieldErrors(res.json())).toEqual({ birthDate: VALIDATION_TEXTS.en[DateMessage.invalid] })
  })

  it('refuses a gender that is not in the catalogue, and a nickname someone has', async () => {
    const [me, other] = await Promise.all([newUser(), newUser()])
    const gender = await as(me)('POST', '/api/core/user_profile/info', { gender: '46:99' })
    expect(gender.statusCode).toBe(400)
    expect(fieldErrors(gender.json()).gender).toContain('46:99')
    await as(other)('POST', '/api/core/user_profile/info', { nickname: 'Taken_Name' })
    const nickname = await as(me)('POST', '/api/core/user_profile/info', { nickname: 'taken_name' })
    expect(nickname.statusCode).toBe(409)
    expect(ErrorBody.parse(nickname.json()).error.message).toBe('Этот никнейм уже занят')
  })
})

describe('profiles', () => {
  it('answers 404 for a user that does not exist and 400 for an id that is no number', async () => {
    const me = await newUser()
    expect((await as(me)('GET', '/api/core/user_profile/999999')).statusCode).toBe(404)
    expect((await as(me)('GET', '/api/core/user_profile/info/999999')).statusCode).toBe(404)
    expect((await as(me)('GET', '/api/core/user_profile/abc')).statusCode).toBe(400)
  })

  it('shows the full own profile with its lists, places and catalogue names in the reader language', async () => {
    const me = await newUser()
    await seedProfile(as(me), me.id)
    await as(me)('POST', '/api/core/address', { cType: '20:6', cCountry: REF.germany, cCity: REF.berlin })
    const res = await as(me)('GET', `/api/core/user_profile/${me.id}`, undefined, { 'accept-language': 'en' })
    const profile = Profile.parse(res.json())
    expect(profile.placeOfResidence).toBe('Moscow, Russia')
    expect(profile.placeOfBirth).toBe('Berlin, Germany')
    expect(profile.laborActivities).toHaveLength(1)
    expect(profile.education).toHaveLength(1)
    expect(profile.contactData).toHaveLength(1)
    expect(profile.authors[0]?.identifiers[0]?.value).toBe('0000-0002-1825-0097')
    expect(profile.refTerms[REF.russia]).toBe('Russia')
    expect(profile.uref).toBe(`202:${me.id}`)
    const ru = Profile.parse((await as(me)('GET', `/api/core/user_profile/${me.id}`)).json())
    expect(ru.placeOfResidence).toBe('Москва, Россия')
  })

  it("hides a foreign user's contacts from non-followers by default and shows them to followers", async () => {
    const [owner, reader] = await Promise.all([newUser(), newUser()])
    await seedProfile(as(owner), owner.id)
    await as(owner)('POST', '/api/core/user_profile/info', { phone: '+7 495 123 45 67' })
    const hidden = Profile.parse((await as(reader)('GET', `/api/core/user_profile/${owner.id}`)).json())
    expect(hidden).toMatchObject({ email: null, phone: null, contactData: [] })
    expect(hidden.laborActivities).toHaveLength(1)
    expect((await as(reader)('GET', `/api/core/user_profile/${owner.id}/contact`)).json()).toEqual([])

    await as(reader)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${owner.id}`, subscribed: true },
    ])
    const shown = Profile.parse((await as(reader)('GET', `/api/core/user_profile/${owner.id}`)).json())
    expect(shown).toMatchObject({ email: owner.email, phone: '+7 495 123 45 67' })
    expect(shown.contactData).toHaveLength(1)
  })

  it('shows only the name and images of a profile whose owner lets nobody see it', async () => {
    const [owner, reader] = await Promise.all([newUser(), newUser()])
    await seedProfile(as(owner), owner.id)
    await as(owner)('POST', '/api/core/user_profile/info', { firstName: 'Hidden', dsc: 'secret' })
    await as(owner)('PATCH', '/api/core/user_profile/settings', {
      [SettingsElementRef.ProfileVisibility]: SettingsAccess.Nobody,
    })
    const seen = Profile.parse((await as(reader)('GET', `/api/core/user_profile/${owner.id}`)).json())
    expect(seen).toMatchObject({
      firstName: 'Hidden',
      dsc: null,
      addresses: [],
      laborActivities: [],
      authors: [],
    })
    expect((await as(reader)('GET', `/api/core/user_profile/${owner.id}/labor_activity`)).json()).toEqual([])
    const own = Profile.parse((await as(owner)('GET', `/api/core/user_profile/${owner.id}`)).json())
    expect(own).toMatchObject({ dsc: 'secret' })
    expect(own.laborActivities).toHaveLength(1)
  })
})

describe('settings and preferences', () => {
  it("shows the privacy and notification settings on the own profile only, never on another user's", async () => {
    const [owner, reader] = await Promise.all([newUser(), newUser()])
    await as(owner)('PATCH', '/api/core/user_profile/settings', { '132:15': false })
    await as(reader)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${owner.id}`, subscribed: true },
    ])
    for (const path of [`/api/core/user_profile/${owner.id}`, `/api/core/user_profile/info/${owner.id}`]) {
      const foreign = await as(reader)('GET', path)
      expect(foreign.statusCode, path).toBe(200)
      expect(foreign.json(), path).not.toHaveProperty('settings')
      const own = await as(owner)('GET', path)
      expect(Profile.partial().parse(own.json()).settings, path).toMatchObject({ '132:15': false })
    }
  })

  it('changes settings and answers every setting, defaults included', async () => {
    const me = await newUser()
    const res = await as(me)('PATCH', '/api/core/user_profile/settings', {
      '132:15': false,
      '132:12': '133:1',
    })
    expect(res.statusCode).toBe(200)
    const settings = SettingsSet.parse(res.json())
    expect(settings).toMatchObject({ '132:15': false, '132:12': '133:1', '132:11': '133:1', '132:21': true })
    expect(UserInfo.parse((await as(me)('GET', '/api/core/user/me')).json()).settings['132:15']).toBe(false)
  })

  it('refuses unknown settings, values of the wrong kind and choices not in the catalogue', async () => {
    const me = await newUser()
    for (const [body, field] of [
      [{ '132:99': true }, '132:99'],
      [{ '132:15': '133:1' }, '132:15'],
      [{ '132:11': true }, '132:11'],
      [{ '132:11': '133:9' }, '132:11'],
    ] as const) {
      const res = await as(me)('PATCH', '/api/core/user_profile/settings', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(fieldErrors(res.json()))).toEqual([field])
    }
  })

  it('keeps preferences private to their owner', async () => {
    const [me, other] = await Promise.all([newUser(), newUser()])
    // No theme until one is picked (the browser's own preference decides until then); the language
    // is the account's, from registration.
    expect(UserPrefs.parse((await as(me)('GET', `/api/core/user_prefs/${me.id}`)).json())).toEqual({
      lang: 1,
    })
    expect(
      (await as(me)('PUT', `/api/core/user_prefs/${me.id}`, { theme: { kind: 'dark' } })).statusCode,
    ).toBe(200)
    expect((await as(me)('GET', `/api/core/user_prefs/${me.id}`)).json()).toEqual({
      theme: { kind: 'dark' },
      lang: 1,
    })
    expect((await as(other)('GET', `/api/core/user_prefs/${me.id}`)).statusCode).toBe(403)
    expect(
      (await as(me)('PUT', `/api/core/user_prefs/${me.id}`, { theme: { kind: 'blue' } })).statusCode,
    ).toBe(400)
  })
})

describe('language and theme of the account', () => {
  it('keeps the language on the account: the session and the own info follow it', async () => {
    const me = await newUser()
    const put = await as(me)('PUT', `/api/core/user_prefs/${me.id}`, { theme: { kind: 'dark' }, lang: 2 })
    expect(put.statusCode, put.body).toBe(200)
    expect(UserPrefs.parse(put.json())).toEqual({ theme: { kind: 'dark' }, lang: 2 })
    expect((await as(me)('GET', `/api/core/user_prefs/${me.id}`)).json()).toEqual({
      theme: { kind: 'dark' },
      lang: 2,
    })
    expect((await as(me)('GET', '/api/a/oauth2c/session')).json()).toMatchObject({
      signedIn: true,
      userStatus: { id: me.id, lang: 2 },
    })
    expect(UserInfo.parse((await as(me)('GET', '/api/core/user/me')).json()).lang).toBe(2)
  })

  it('changes only what a PUT names', async () => {
    const me = await newUser()
    await as(me)('PUT', `/api/core/user_prefs/${me.id}`, { theme: { kind: 'dark' } })
    await as(me)('PUT', `/api/core/user_prefs/${me.id}`, { lang: 2 })
    expect((await as(me)('GET', `/api/core/user_prefs/${me.id}`)).json()).toEqual({
      theme: { kind: 'dark' },
      lang: 2,
    })
    await as(me)('PUT', `/api/core/user_prefs/${me.id}`, { theme: { kind: 'light' } })
    expect((await as(me)('GET', `/api/core/user_prefs/${me.id}`)).json()).toEqual({
      theme: { kind: 'light' },
      lang: 2,
    })
  })

  it('refuses a language that is not 1 or 2, and another user', async () => {
    const [me, other] = await Promise.all([newUser(), newUser()])
    for (const lang of [0, 3, '2', null]) {
      const res = await as(me)('PUT', `/api/core/user_prefs/${me.id}`, { lang })
      expect(res.statusCode, JSON.stringify(lang)).toBe(400)
      expect(Object.keys(fieldErrors(res.json()))).toEqual(['lang'])
    }
    expect((await as(other)('PUT', `/api/core/user_prefs/${me.id}`, { lang: 2 })).statusCode).toBe(403)
    expect((await as(me)('GET', `/api/core/user_prefs/${me.id}`)).json()).toEqual({ lang: 1 })
  })
})

describe('addresses', () => {
  it('keeps one address per type, fills the country from the city, and refuses a city of another country', async () => {
    const me = await newUser()
    const api = as(me)
    const first = (await api('POST', '/api/core/address', validAddress)).json()
    const second = await api('POST', '/api/core/address', { cType: validAddress.cType, cCity: REF.berlin })
    expect(second.json()).toMatchObject({ id: first.id, cCountry: REF.germany, cCity: REF.berlin })
    const wrong = await api('PATCH', `/api/core/address/${first.id}`, {
      cCountry: REF.russia,
      cCity: REF.berlin,
    })
    expect(wrong.statusCode).toBe(400)
    expect(Object.keys(fieldErrors(wrong.json()))).toEqual(['cCity'])
    const moved = await api('PATCH', `/api/core/address/${first.id}`, { cCountry: REF.russia })
    expect(moved.json()).toMatchObject({ cCountry: REF.russia, cCity: null })
    expect((await api('DELETE', `/api/core/address/${first.id}`)).statusCode).toBe(204)
    expect(UserInfo.parse((await api('GET', '/api/core/user/me')).json()).addresses).toEqual([])
    expect((await api('POST', '/api/core/address', { cType: '20:1' })).statusCode).toBe(400)
  })
})
