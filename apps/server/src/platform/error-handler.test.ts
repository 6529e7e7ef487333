import { ERROR_CATALOGUE, ErrorBody, GroupChatMessage, VALIDATION_TEXTS } from '@nauka/contracts'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { registerErrorHandler } from './error-handler'
import { AuthError, NotFoundError } from './errors'

function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  app.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12')
  })
  app.get('/auth', async () => {
    throw new AuthError(1101)
  })
  app.get('/missing', async () => {
    throw new NotFoundError()
  })
  app.post(
    '/rule',
    { schema: { body: z.object({ name: z.string().min(3, 'chat.group.nameTooShort'), n: z.number() }) } },
    async () => ({}),
  )
  return app
}

describe('the error handler', () => {
  it('answers an unexpected error with a 500 in the error format and no internals', async () => {
    const res = await appWithRoutes().inject({ url: '/boom' })
    expect(res.statusCode).toBe(500)
    const body = ErrorBody.parse(res.json())
    expect(body.error).toMatchObject({ code: 5000, textCode: 'internal_error', type: 'internal' })
    expect(res.body).not.toContain('secret internals')
  })

  it('gives every auth code its catalogue status and a message in the request language', async () => {
    const app = appWithRoutes()
    const ru = await app.inject({ url: '/auth' })
    expect(ru.statusCode).toBe(ERROR_CATALOGUE[1101].status)
    expect(ErrorBody.parse(ru.json()).error).toMatchObject({
      code: 1101,
      textCode: 'invalid_grant',
      type: 'auth',
    })
    expect(ErrorBody.parse(ru.json()).error.message).toMatch(/пароль/)
    const en = await app.inject({ url: '/auth', headers: { 'accept-language': 'en' } })
    expect(ErrorBody.parse(en.json()).error.message).toBe('Incorrect e-mail or password')
  })

  it('answers a not found error with 404', async () => {
    const res = await appWithRoutes().inject({ url: '/missing?lang=2' })
    expect(res.statusCode).toBe(404)
    expect(ErrorBody.parse(res.json()).error.message).toBe('Not found')
  })

  it('lists each invalid field, translating contract message keys', async () => {
    const res = await appWithRoutes().inject({
      method: 'POST',
      url: '/rule',
      payload: { name: 'ab' },
      headers: { 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(400)
    const body = ErrorBody.parse(res.json())
    const byField = Object.fromEntries((body.validationErrors ?? []).map((v) => [v.field, v.message]))
    expect(byField.n).toBe('Required field')
    expect(byField.name).toBe(VALIDATION_TEXTS.en[GroupChatMessage.nameTooShort])
  })
})
