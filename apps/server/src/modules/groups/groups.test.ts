import {
  Dialog,
  ErrorBody,
  GeneralErrorCode,
  GroupJoinPolicy,
  GroupVisibility,
  VALIDATION_TEXTS,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { upload } from '../posts/posts.fixtures'
import { BASE, createGroup, getGroup, groupName, join, listGroups, uploadImage } from './groups.fixtures'

const env = useTestServer()
const { newUser, as } = env

const validationFields = (res: { json(): unknown }) =>
  (ErrorBody.parse(res.json()).validationErrors ?? []).map((issue) => issue.field)

describe('creating a group', () => {
  it('makes the creator its owner and only member, with its chat, avatar and banner', async () => {
    const owner = await newUser()
    const [avatar, banner] = [await uploadImage(as(owner)), await uploadImage(as(owner), 64, 16)]
    const name = groupName('Plasma lab')
    const group = await createGroup(as(owner), {
      name,
      description: 'We heat things.',
      scienceArea: '40:2',
      joinPolicy: GroupJoinPolicy.Request,
      avatar,
      banner,
    })
    expect(group).toMatchObject({
      name,
      description: 'We heat things.',
      scienceArea: '40:2',
      joinPolicy: GroupJoinPolicy.Request,
      visibility: GroupVisibility.Visible,
      avatarUrl: `/api/core/file/${avatar}`,
      bannerUrl: `/api/core/file/${banner}`,
      memberCount: 1,
      me: { role: 1, status: 1, following: true },
      owner: { rEntity: `202:${owner.id}` },
      requestCount: 0,
      link: `/groups/${group.id}`,
    })
    expect(group.dialogId).not.toBeNull()
    const chat = await as(owner)('GET', `/api/chat/v1/dialogs/info/${group.dialogId}`)
    expect(chat.statusCode, chat.body).toBe(200)
    const dialog = Dialog.parse(chat.json())
    expect(dialog).toMatchObject({ dialogName: name, dialogImage: `/api/core/file/${avatar}` })
    expect(dialog.users?.map((u) => [u.userId, u.role])).toEqual([[owner.id, 1]])
  })

  it('refuses a short name, an unknown area and an image that is not the creator’s png or jpeg', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()])
    const short = await as(owner)('POST', BASE, { name: 'ab' }, { 'accept-language': 'en' })
    expect(short.statusCode).toBe(400)
    expect(ErrorBody.parse(short.json()).validationErrors).toEqual([
      { field: 'name', message: VALIDATION_TEXTS.en['validation.group.nameTooShort'] },
    ])
    const area = await as(owner)('POST', BASE, { name: groupName(), scienceArea: '40:999' })
    expect(area.statusCode).toBe(400)
    expect(validationFields(area)).toEqual(['scienceArea'])
    const othersImage = await uploadImage(as(other))
    const stolen = await as(owner)('POST', BASE, { name: groupName(), avatar: othersImage })
    expect(stolen.statusCode).toBe(400)
    expect(validationFields(stolen)).toEqual(['avatar'])
    const pdf = await upload(as(owner), [{ name: 'a.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') }])
    const [{ id: pdfId }] = pdf.json() as [{ id: string }]
    const notImage = await as(owner)('POST', BASE, { name: groupName(), banner: pdfId })
    expect(notImage.statusCode).toBe(400)
    expect(validationFields(notImage)).toEqual(['banner'])
    const unknown = await as(owner)('POST', BASE, { name: groupName(), avatar: crypto.randomUUID() })
    expect(validationFields(unknown)).toEqual(['avatar'])
  })

  it('refuses a visitor (401)', async () => {
    const res = await as()('POST', BASE, { name: groupName() })
    expect(res.statusCode).toBe(401)
  })
})

describe('reading and listing groups', () => {
  it('shows a visible group to visitors and strangers, without its chat', async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()])
    const group = await createGroup(as(owner))
    for (const client of [as(), as(stranger)]) {
      const seen = await getGroup(client, group.id)
      expect(seen).toMatchObject({ id: group.id, dialogId: null, requestCount: 0 })
      expect(seen.me).toEqual({ role: null, status: null, following: false })
    }
  })

  it('finds groups by any part of the name, literally, and by area, most members first', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()])
    const tag = groupName('Tag').replaceAll(' ', '')
    const small = await createGroup(as(owner), { name: `${tag} small_group`, scienceArea: '40:3' })
    const big = await createGroup(as(owner), { name: `${tag} big group` })
    await join(as(other), big.id)
    const all = await listGroups(as(other), `query=${encodeURIComponent(tag.toUpperCase())}`)
    expect(all.elements.map((g) => g.id)).toEqual([big.id, small.id])
    expect(all).toMatchObject({ count: 2, hasMore: false })
    expect(all.elements[0]?.me).toEqual({ role: 3, status: 1, following: true })
    const literal = await listGroups(as(other), `query=${encodeURIComponent(`${tag} small_`)}`)
    expect(literal.elements.map((g) => g.id)).toEqual([small.id])
    const wildcard = await listGroups(as(other), `query=${encodeURIComponent(`${tag} %`)}`)
    expect(wildcard.count).toBe(0)
    const byArea = await listGroups(as(other), `query=${tag}&area=40:3`)
    expect(byArea.elements.map((g) => g.id)).toEqual([small.id])
    const paged = await listGroups(as(other), `query=${tag}&pageSize=1&page=1`)
    expect(paged).toMatchObject({ count: 2, hasMore: true })
  })

  it("lists the reader's own groups with `mine`: member, requested or invited", async () => {
    const [owner, reader] = await Promise.all([newUser(), newUser()])
    const open = await createGroup(as(owner))
    const byRequest = await createGroup(as(owner), { joinPolicy: GroupJoinPolicy.Request })
    const invited = await createGroup(as(owner), { visibility: GroupVisibility.Hidden })
    await createGroup(as(owner))
    await join(as(reader), open.id)
    await join(as(reader), byRequest.id)
    await as(owner)('POST', `${BASE}/${invited.id}/invites`, { users: [reader.id] })
    const mine = await listGroups(as(reader), 'mine=true&pageSize=100')
    expect(new Set(mine.elements.map((g) => g.id))).toEqual(new Set([open.id, byRequest.id, invited.id]))
    expect(mine.elements.find((g) => g.id === byRequest.id)?.me.status).toBe(2)
    expect(mine.elements.find((g) => g.id === invited.id)?.me.status).toBe(3)
    expect((await listGroups(as(), 'mine=true')).count).toBe(0)
  })
})

describe('a hidden group', () => {
  it('is invisible to anyone but its members and those invited: 404 on every route, absent from lists', async () => {
    const [owner, stranger, invited] = await Promise.all([newUser(), newUser(), newUser()])
    const name = groupName('Secret')
    const group = await createGroup(as(owner), { name, visibility: GroupVisibility.Hidden })
    const urls = [
      ['GET', `${BASE}/${group.id}`],
      ['GET', `${BASE}/${group.id}/members`],
      ['GET', `${BASE}/${group.id}/posts`],
      ['GET', `${BASE}/${group.id}/publications`],
      ['POST', `${BASE}/${group.id}/join`],
      ['PUT', `${BASE}/${group.id}/follow`],
      ['POST', `${BASE}/${group.id}/posts`],
    ] as const
    for (const visitor of [false, true]) {
      const client = visitor ? as() : as(stranger)
      for (const [method, url] of urls) {
        const res = await client(method, url, method === 'GET' ? undefined : { title: 'T', text: 'X' })
        // A visitor is refused every write before anything is looked up (401).
        const expected = visitor && method !== 'GET' ? 401 : 404
        expect(res.statusCode, `${method} ${url}`).toBe(expected)
        if (expected === 404) expect(ErrorBody.parse(res.json()).error.code).toBe(GeneralErrorCode.NotFound)
      }
      expect((await listGroups(client, `query=${encodeURIComponent(name)}`)).count).toBe(0)
    }
    await as(owner)('POST', `${BASE}/${group.id}/invites`, { users: [invited.id] })
    expect((await getGroup(as(invited), group.id)).me.status).toBe(3)
    expect((await listGroups(as(invited), `query=${encodeURIComponent(name)}`)).count).toBe(1)
    // An invitation shows the group, not what its members post.
    expect((await as(invited)('GET', `${BASE}/${group.id}/posts`)).statusCode).toBe(403)
  })

  it('cannot be followed', async () => {
    const owner = await newUser()
    const group = await createGroup(as(owner), { visibility: GroupVisibility.Hidden })
    expect((await as(owner)('PUT', `${BASE}/${group.id}/follow`)).statusCode).toBe(400)
  })
})

describe('editing and deleting a group', () => {
  it('lets moderators change the description and images, only the owner the name and settings', async () => {
    const [owner, moderator, member] = await Promise.all([newUser(), newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(moderator), group.id)
    await join(as(member), group.id)
    await as(owner)('PATCH', `${BASE}/${group.id}/members/${moderator.id}`, { role: 2 })

    const about = await as(moderator)('PATCH', `${BASE}/${group.id}`, { description: 'New words' })
    expect(about.statusCode, about.body).toBe(200)
    expect((await as(member)('PATCH', `${BASE}/${group.id}`, { description: 'Mine' })).statusCode).toBe(403)
    expect((await as(moderator)('PATCH', `${BASE}/${group.id}`, { name: groupName() })).statusCode).toBe(403)
    expect(
      (await as(moderator)('PATCH', `${BASE}/${group.id}`, { visibility: GroupVisibility.Hidden }))
        .statusCode,
    ).toBe(403)

    const name = groupName('Renamed')
    const avatar = await uploadImage(as(owner))
    const renamed = await as(owner)('PATCH', `${BASE}/${group.id}`, { name, avatar, scienceArea: null })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await getGroup(as(member), group.id)).name).toBe(name)
    const chat = Dialog.parse((await as(member)('GET', `/api/chat/v1/dialogs/info/${group.dialogId}`)).json())
    expect(chat).toMatchObject({ dialogName: name, dialogImage: `/api/core/file/${avatar}` })
    // The avatar is read by whoever sees the group, a visitor too.
    expect((await as()('GET', `/api/core/file/${avatar}`)).statusCode).toBe(200)
  })

  it('lets only the owner delete it; its chat is deleted with it', async () => {
    const [owner, moderator] = await Promise.all([newUser(), newUser()])
    const group = await createGroup(as(owner))
    await join(as(moderator), group.id)
    await as(owner)('PATCH', `${BASE}/${group.id}/members/${moderator.id}`, { role: 2 })
    expect((await as(moderator)('DELETE', `${BASE}/${group.id}`)).statusCode).toBe(403)
    expect((await as(owner)('DELETE', `${BASE}/${group.id}`)).statusCode).toBe(204)
    expect((await as(owner)('GET', `${BASE}/${group.id}`)).statusCode).toBe(404)
    const chat = Dialog.parse(
      (await as(moderator)('GET', `/api/chat/v1/dialogs/info/${group.dialogId}`)).json(),
    )
    expect(chat.isDeleted).toBe(true)
  })
})
