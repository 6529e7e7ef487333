import { describe, expect, it } from 'vitest'
import { isSameOrigin } from './same-origin'

const PUBLIC = 'https://nauka.example'

describe('isSameOrigin', () => {
  it('passes Sec-Fetch-Site same-origin and none (typed by the user), whatever Origin says', () => {
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin' }, PUBLIC)).toBe(true)
    expect(isSameOrigin({ 'sec-fetch-site': 'none' }, PUBLIC, 'strict')).toBe(true)
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, PUBLIC)).toBe(
      true,
    )
  })

  it('refuses any other Sec-Fetch-Site, even with our Origin', () => {
    for (const site of ['same-site', 'cross-site', 'something-new', ''])
      expect(isSameOrigin({ 'sec-fetch-site': site, origin: PUBLIC }, PUBLIC), site).toBe(false)
  })

  it('without Sec-Fetch-Site, passes only our Origin or one naming the host the request went to', () => {
    expect(isSameOrigin({ origin: PUBLIC }, PUBLIC)).toBe(true)
    expect(isSameOrigin({ origin: PUBLIC }, PUBLIC, 'strict')).toBe(true)
    expect(isSameOrigin({ origin: 'http://192.168.1.5:8080', host: '192.168.1.5:8080' }, PUBLIC)).toBe(true)
    expect(isSameOrigin({ origin: 'https://evil.example', host: 'nauka.example' }, PUBLIC)).toBe(false)
    // The same host on another port is the same site (the Lax cookie goes along) but not our origin.
    expect(isSameOrigin({ origin: 'https://nauka.example:8443', host: 'nauka.example' }, PUBLIC)).toBe(false)
    expect(isSameOrigin({ origin: 'http://nauka.example', host: 'localhost:8080' }, PUBLIC)).toBe(false)
    expect(isSameOrigin({ origin: 'null', host: 'nauka.example' }, PUBLIC)).toBe(false)
    expect(isSameOrigin({ origin: 'http://localhost:9999', host: 'localhost:8080' }, PUBLIC)).toBe(false)
  })

  it('passes a request with neither header (not a browser) unless proof is required', () => {
    expect(isSameOrigin({}, PUBLIC)).toBe(true)
    expect(isSameOrigin({ host: 'nauka.example' }, PUBLIC, 'strict')).toBe(false)
  })

  it('passes a bearer token from anywhere: a browser cannot attach one cross-site without a preflight', () => {
    expect(
      isSameOrigin(
        { authorization: 'Bearer abc', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        PUBLIC,
      ),
    ).toBe(true)
    expect(isSameOrigin({ authorization: 'Bearer abc' }, PUBLIC, 'strict')).toBe(true)
    expect(isSameOrigin({ authorization: 'Basic abc', 'sec-fetch-site': 'cross-site' }, PUBLIC)).toBe(false)
  })

  it('refuses a header sent twice', () => {
    expect(isSameOrigin({ 'sec-fetch-site': ['same-origin', 'cross-site'] }, PUBLIC)).toBe(false)
    expect(isSameOrigin({ origin: [PUBLIC, PUBLIC] }, PUBLIC)).toBe(false)
  })
})
