import { DialogType } from '@nauka/contracts'
import { insertRecording } from '../modules/calls/recording/recording.fixtures'
import { insertDialog, insertTexts } from '../modules/chat/messages.fixtures'
import { createEvent } from '../modules/events/events.fixtures'
import { createGroup, join } from '../modules/groups/groups.fixtures'
import { createListing, reportListing } from '../modules/market/market.fixtures'
import { addComment } from '../modules/posts/comments.fixtures'
import { createPost, uploadPdfs } from '../modules/posts/posts.fixtures'
import { seedProfile } from '../modules/profile/profile.fixtures'
import { saveSearch } from '../modules/saved-search/saved-search.fixtures'
import { addItemFiles, createDraft } from '../modules/uploads/uploads.fixtures'
import type { TestUser } from './auth-helpers'
import type { Client } from './http'
import type { TestServer } from './test-server'
import { until } from './until'

/**
 * One of every kind of object, owned by `owner`: the ground the whole-API tests (access matrix, bad
 * input) stand on. `member` shares the owner's dialogs; `stranger` shares nothing with the owner.
 */
export interface World {
  env: TestServer
  owner: TestUser
  member: TestUser
  stranger: TestUser
  as: { owner: Client; member: Client; stranger: Client; visitor: Client }
  ids: Awaited<ReturnType<typeof seedProfile>> & {
    post: number
    comment: number
    /** A file of the owner's that is attached to nothing, so only the owner may read it. */
    privateFile: string
    attachedFile: string
    group: number
    personal: number
    message: number
    /** A draft upload of the owner's, its item, and the link of its one file (and that file). */
    upload: string
    uploadItem: string
    uploadItemFile: string
    uploadFile: string
    /** A search the owner kept. */
    savedSearch: string
    /** A recording of a call of the group, the owner's. */
    record: number
    /** An event the owner organises. */
    event: number
    /** A research group the owner owns, with the member as its member. */
    researchGroup: number
    /** An open marketplace listing of the owner's, and the member's report of it. */
    listing: number
    listingReport: number
  }
}

/** Builds the world on the file's test server; call it in a `beforeAll`. */
export async function createWorld(env: TestServer): Promise<World> {
  const [owner, member, stranger] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  const as = { owner: env.as(owner), member: env.as(member), stranger: env.as(stranger), visitor: env.as() }
  const profile = await seedProfile(as.owner, owner.id)
  const [attached, privateFile, uploadFile] = await uploadPdfs(as.owner, 3)
  if (!attached || !privateFile || !uploadFile) throw new Error('no files uploaded')
  const draft = await createDraft(as.owner)
  const [link] = (await addItemFiles(as.owner, draft.item.id, [uploadFile.id])).files
  if (!link) throw new Error('no file joined the upload item')
  // The PDF's extraction job writes its row: done before anyone fingerprints the database.
  await until(
    async () => (await as.owner('POST', `/api/core/metadata/extract/${uploadFile.id}`)).json().status,
    (status) => status !== 'pending',
  )
  const post = await createPost(as.owner, { files: [attached.id] })
  const comment = await addComment(as.owner, post.id)
  const db = env.db
  const group = await insertDialog(db, [owner.id, member.id], DialogType.Group)
  const personal = await insertDialog(db, [owner.id, member.id], DialogType.Chat)
  const [message] = await insertTexts(db, group, owner.id, 1)
  if (message === undefined) throw new Error('no message inserted')
  const savedSearch = await saveSearch(as.owner, { name: 'Kept', request: { message: 'сети' }, notify: true })
  const record = await insertRecording(db, group, owner.id)
  const event = await createEvent(as.owner)
  const researchGroup = await createGroup(as.owner)
  await join(as.member, researchGroup.id)
  const listing = await createListing(as.owner)
  const listingReport = await reportListing(as.member, listing.id)
  return {
    env,
    owner,
    member,
    stranger,
    as,
    ids: {
      ...profile,
      post: post.id,
      comment: comment.id,
      privateFile: privateFile.id,
      attachedFile: attached.id,
      group,
      personal,
      message,
      upload: draft.upload.id,
      uploadItem: draft.item.id,
      uploadItemFile: link.id,
      uploadFile: uploadFile.id,
      savedSearch: savedSearch.id,
      record,
      event: event.id,
      researchGroup: researchGroup.id,
      listing: listing.id,
      listingReport: listingReport.id,
    },
  }
}

/** The owner's object each path parameter of a route names, by the route's path; null when unknown. */
export function ownedParams(url: string, w: World): Record<string, string | number> | null {
  const { ids, owner, member } = w
  const rules: [RegExp, Record<string, string | number>][] = [
    [/^\/api\/core\/user_profile\/:id\/labor_activity/, { id: owner.id, itemId: ids.labor }],
    [/^\/api\/core\/user_profile\/:id\/education/, { id: owner.id, itemId: ids.education }],
    [/^\/api\/core\/user_profile\/:id\/contact/, { id: owner.id, itemId: ids.contact }],
    [/^\/api\/core\/(user_profile|user_prefs|user_subscription|user_messages)\//, { id: owner.id }],
    [/:entity$/, { entity: `user:${owner.id}` }],
    [/^\/api\/core\/address\//, { id: ids.address }],
    [/^\/api\/core\/author\//, { id: ids.author }],
    [/^\/api\/core\/obj_identifier\//, { id: ids.identifier }],
    [/^\/api\/core\/files?\//, { id: ids.privateFile }],
    [/^\/api\/core\/post\/comment\//, { id: ids.comment }],
    [/^\/api\/core\/(s\/)?post\//, { id: ids.post }],
    [/^\/api\/core\/notification\/r_object\/:uref/, { uref: `302:${ids.post}` }],
    [
      /^\/api\/chat\/v1\/dialogs\/chat\/:chatId\/member\/:memberId/,
      { chatId: ids.group, memberId: member.id },
    ],
    [/^\/api\/chat\/v1\/dialogs\//, { id: ids.group }],
    [/^\/api\/chat\/v1\/messages\//, { id: ids.message }],
    [/^\/api\/v1\/calls\/record\/:recordId/, { recordId: ids.record }],
    [/^\/api\/v1\/calls\//, { dialogId: ids.group }],
    [/^\/api\/core\/upload\/item\/file\//, { id: ids.uploadItemFile }],
    [/^\/api\/core\/upload\/item\//, { id: ids.uploadItem }],
    [/^\/api\/core\/upload\//, { id: ids.upload }],
    [/^\/api\/core\/metadata\/extract\//, { file_id: ids.uploadFile }],
    [/^\/api\/core\/saved-search\//, { id: ids.savedSearch }],
    [/^\/api\/core\/events\//, { id: ids.event }],
    [/^\/api\/core\/groups\//, { id: ids.researchGroup, userId: member.id, publicationId: ids.uploadItem }],
    [/^\/api\/core\/market\/listings\//, { id: ids.listing }],
    [/^\/api\/core\/market\/reports\//, { id: ids.listingReport }],
  ]
  return rules.find(([pattern]) => pattern.test(url))?.[1] ?? null
}

export const fillParams = (url: string, params: Record<string, string | number>) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => String(params[name] ?? `<${name}?>`))
