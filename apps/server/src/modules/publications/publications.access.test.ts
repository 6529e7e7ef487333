import { AccessLevel, Dictionary, refId } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { type PublicationReader, publicationAccess } from './publications.access'

const OWNER = 1
const level = (ref: AccessLevel) => refId(ref, Dictionary.accessLevel) ?? 0
const item = (ref: AccessLevel, deleted = false) => ({
  ownerId: OWNER,
  accessLevel: level(ref),
  deletedAt: deleted ? new Date() : null,
})

/** The readers of the issue: who they are, and how they relate to the owner. */
const readers: Record<string, PublicationReader> = {
  visitor: { viewer: null, follows: false, blocked: false },
  other: { viewer: { id: 2 }, follows: false, blocked: false },
  follower: { viewer: { id: 3 }, follows: true, blocked: false },
  blockedFollower: { viewer: { id: 4 }, follows: true, blocked: true },
  owner: { viewer: { id: OWNER }, follows: false, blocked: false },
}

/** Every level × reader: what each reader gets (issue 14, SPEC 6 catalogue 59). */
const expected: Record<AccessLevel, Record<keyof typeof readers, string>> = {
  [AccessLevel.Open]: {
    visitor: 'allow',
    other: 'allow',
    follower: 'allow',
    blockedFollower: 'allow',
    owner: 'allow',
  },
  [AccessLevel.Registered]: {
    visitor: 'unauthenticated',
    other: 'allow',
    follower: 'allow',
    blockedFollower: 'allow',
    owner: 'allow',
  },
  [AccessLevel.Followers]: {
    visitor: 'unauthenticated',
    other: 'forbidden',
    follower: 'allow',
    blockedFollower: 'forbidden',
    owner: 'allow',
  },
  [AccessLevel.Private]: {
    visitor: 'hidden',
    other: 'hidden',
    follower: 'hidden',
    blockedFollower: 'hidden',
    owner: 'allow',
  },
}

describe('publicationAccess', () => {
  for (const [ref, byReader] of Object.entries(expected) as [AccessLevel, Record<string, string>][])
    for (const [name, decision] of Object.entries(byReader))
      it(`answers ${decision} to the ${name} for an item of level ${ref}`, () => {
        expect(publicationAccess(item(ref), readers[name] as PublicationReader)).toBe(decision)
      })

  it('hides a deleted item from everyone, its owner included', () => {
    for (const ref of Object.values(AccessLevel))
      for (const reader of Object.values(readers))
        expect(publicationAccess(item(ref, true), reader)).toBe('hidden')
  })

  it('hides an item of a level it does not know from all but its owner', () => {
    const odd = { ownerId: OWNER, accessLevel: 9, deletedAt: null }
    expect(publicationAccess(odd, readers.other as PublicationReader)).toBe('hidden')
    expect(publicationAccess(odd, readers.owner as PublicationReader)).toBe('allow')
  })
})
