import { type API, API_ENDPOINTS, createClient, type Transport } from '@nauka/contracts'
import { exchange } from './client'

/**
 * Sends a call of the route table. The dev server and the tests check every answer with the schema
 * of the status it came with (answerCheck.ts), so the UI is never built on a shape the contract does
 * not promise. A production build leaves the check out: it would load zod and every route's schema
 * before the first answer could be shown, and the server already serializes each answer through
 * the same schema (fastify-type-provider-zod), none of which transforms a value (responses.test.ts
 * in contracts), so the check could only repeat what the server did.
 */
const transport: Transport = async ({ route, url, body, form, signal }) => {
  const { status, data } = await exchange(url, { method: route.method, body, form, signal })
  if (status === 204) return undefined
  if (import.meta.env.DEV) return (await import('./answerCheck')).checkAnswer(route, status, data)
  return data
}

/** The server's API, typed from packages/contracts/src/api: `api.follow.update({ body })`. */
export const api = createClient<typeof API>(API_ENDPOINTS, transport)
