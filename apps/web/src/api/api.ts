import { API, createClient, type Transport } from '@nauka/contracts'
import { exchange } from './client'

/**
 * Sends a call of the route table and checks the answer with the schema of the status it came
 * with, so the UI never holds a shape the contract does not promise.
 */
const transport: Transport = async ({ route, url, body, form, signal }) => {
  const { status, data } = await exchange(url, { method: route.method, body, form, signal })
  const schema = route.responses[status as keyof typeof route.responses]
  if (status === 204 || !schema) return status === 204 ? undefined : data
  return schema.parse(data)
}

/** The server's API, typed from packages/contracts/src/api: `api.follow.update({ body })`. */
export const api = createClient(API, transport)
