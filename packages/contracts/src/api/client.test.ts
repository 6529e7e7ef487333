import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient, type Outgoing } from './client'
import { route } from './route'

const table = {
  cls: {
    all: route({
      method: 'GET',
      path: '/api/core/cls/:cls',
      tags: ['c'],
      params: z.object({ cls: z.number() }),
      query: z.object({ lang: z.number().optional(), ids: z.array(z.number()).optional() }),
      responses: { 200: z.array(z.string()) },
    }),
  },
}

const recorded = () => {
  const sent: Outgoing[] = []
  const client = createClient(table, async (request) => {
    sent.push(request)
    return []
  })
  return { sent, client }
}

describe('createClient', () => {
  it('sends the defined query parameters only, a list as repeated keys', async () => {
    const { sent, client } = recorded()
    await client.cls.all({ params: { cls: 133 }, query: { lang: undefined, ids: [1, 2] } })
    expect(sent[0]?.url).toBe('/api/core/cls/133?ids=1&ids=2')
  })

  it('builds the same URL for a link as for a call', async () => {
    const { sent, client } = recorded()
    await client.cls.all({ params: { cls: 5 }, query: { lang: 2 } })
    expect(client.cls.all.url({ params: { cls: 5 }, query: { lang: 2 } })).toBe(sent[0]?.url)
  })

  it('hands the transport the route, so it can check the answer by its status', async () => {
    const { sent, client } = recorded()
    await client.cls.all({ params: { cls: 1 } })
    expect(sent[0]?.route).toBe(table.cls.all)
  })
})
