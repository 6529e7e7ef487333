import { AccessLevel, Dictionary, refId } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { announcementOf } from './publications.announcement'

const level = (ref: AccessLevel) => refId(ref, Dictionary.accessLevel) ?? 0
const item = (ref: AccessLevel, scienceArea: number | null = 7) => ({
  accessLevel: level(ref),
  scienceArea,
  title: 'On radium',
  metadata: { abstract: 'We isolated it.', authors: [{ lastName: 'Curie', firstName: 'Marie' }] },
})

describe('announcementOf', () => {
  it('posts an open or registered item to the channel of its science area and tells the followers', () => {
    for (const ref of [AccessLevel.Open, AccessLevel.Registered])
      expect(announcementOf(item(ref))).toEqual({ title: 'On radium', text: 'We isolated it.', topics: [7] })
  })

  it('posts an open item without a science area to no area channel (its author’s followers still get it)', () => {
    expect(announcementOf(item(AccessLevel.Open, null))?.topics).toEqual([])
  })

  it('keeps a followers-only item out of every area channel: only the followers hear of it', () => {
    expect(announcementOf(item(AccessLevel.Followers))).toEqual({
      title: 'On radium',
      text: 'We isolated it.',
      topics: [],
    })
  })

  it('announces a private item to no one', () => {
    expect(announcementOf(item(AccessLevel.Private))).toBeNull()
  })

  it('says who wrote it when the item has no abstract', () => {
    const bare = {
      ...item(AccessLevel.Open),
      metadata: {
        authors: [
          { lastName: 'Curie', firstName: 'Marie' },
          { lastName: 'Curie', shortForm: 'Curie P.' },
        ],
      },
    }
    expect(announcementOf(bare)?.text).toBe('Curie Marie, Curie P.')
  })
})
