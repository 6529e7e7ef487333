import { Profile } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { recordStatements } from '../../test/statements'
import { useTestServer } from '../../test/test-server'
import { REF, seedProfile } from './profile.fixtures'

const env = useTestServer()

// A regression guard of the profile page's throughput (issue 20): every statement is a round trip
// and, built anew, ~70 µs of the server's CPU. The page once took 17 for this profile: the account
// row and the addresses apart from the profile, the follow counts apart from the pair of relations
// and that pair read twice, the interests' keywords apart from the interests, and the catalogue
// names on every request though they change only with the seed.
describe('the statements of a full profile of another researcher', () => {
  it('are 11: session, account with profile and addresses, follows, five lists, keywords, authors, identifiers', async () => {
    const [owner, viewer] = await Promise.all([env.newUser(), env.newUser()])
    const api = env.as(owner)
    await seedProfile(api, owner.id)
    const own = `/api/core/user_profile/${owner.id}`
    const saved = await api('POST', `${own}/scientific_interest`, { dsc: 'Optics', keywords: ['lenses'] })
    expect(saved.statusCode, saved.body).toBe(201)
    expect((await api('POST', '/api/core/user_profile/info', { gender: REF.gender })).statusCode).toBe(200)

    const read = () => env.as(viewer)('GET', `${own}?lang=1`)
    // The first read warms what a process keeps (the catalogue's names).
    const first = Profile.parse((await read()).json())
    const log = recordStatements(env.t.database)
    const res = await read()
    const sql = log.stop()

    expect(res.statusCode, res.body).toBe(200)
    const profile = Profile.parse(res.json())
    expect(profile).toEqual(first)
    expect(profile.laborActivities).toHaveLength(1)
    expect(Object.values(profile.keywordsMap)).toEqual(['lenses'])
    expect(profile.authors[0]?.identifiers).toHaveLength(1)
    expect(profile.addresses).toEqual([expect.objectContaining({ cCountry: REF.russia, cCity: REF.moscow })])
    expect(profile.placeOfResidence).toBeTruthy()
    expect(sql, sql.join('\n')).toHaveLength(11)
  })
})
