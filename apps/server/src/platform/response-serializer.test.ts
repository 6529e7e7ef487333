import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compileStringify, createResponseSerializer } from './response-serializer'

const Author = z.object({ id: z.number(), name: z.string() })
const Answer = z.object({
  items: z.array(z.object({ id: z.number(), author: Author.nullable(), tags: z.array(z.string()) })),
  next: z.string().nullable(),
  total: z.number().optional(),
})

/** A service's object with fields the contract does not have, at every depth. */
const leaky = {
  items: [
    { id: 1, author: { id: 7, name: 'A', email: 'a@example.org' }, tags: ['x'], secret: 's' },
    { id: 2, author: null, tags: [], passwordHash: 'h' },
  ],
  next: null,
  sessionToken: 't',
}

async function serve(check: boolean, schema: z.ZodType, body: unknown) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createResponseSerializer({ check }))
  app.get('/', { schema: { response: { 200: schema } } }, async () => body)
  const res = await app.inject('/')
  await app.close()
  return res
}

describe('the response serializer', () => {
  it('compiles a stringify from the contract for plain schemas', () => {
    expect(compileStringify(Answer)).toBeTypeOf('function')
  })

  for (const check of [false, true]) {
    it(`writes only the contract's fields, at every depth (check ${check})`, async () => {
      const res = await serve(check, Answer, leaky)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        items: [
          { id: 1, author: { id: 7, name: 'A' }, tags: ['x'] },
          { id: 2, author: null, tags: [] },
        ],
        next: null,
      })
      expect(res.body).not.toMatch(/secret|passwordHash|email|sessionToken/)
    })
  }

  it('refuses an answer outside the contract in tests and development, as zod did', async () => {
    const res = await serve(true, Answer, { items: [{ id: 'one', author: null, tags: [] }], next: null })
    expect(res.statusCode).toBe(500)
  })

  it('refuses an answer missing a required field in production too', async () => {
    const res = await serve(false, Answer, { items: [] })
    expect(res.statusCode).toBe(500)
  })

  it("keeps zod's encode for a schema JSON Schema cannot say (a date)", async () => {
    const Dated = z.object({ at: z.date() })
    expect(compileStringify(Dated)).toBeNull()
    const res = await serve(false, Dated, { at: new Date(0), extra: 1 })
    expect(res.json()).toEqual({ at: '1970-01-01T00:00:00.000Z' })
  })
})
