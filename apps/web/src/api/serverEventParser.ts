import { ServerEventSchemas } from '@nauka/contracts'
import type { ServerEvent, ServerEventKind } from './socketEvents'

/**
 * The event of `kind` in `payload`, or null when the payload does not keep the contract. Its own
 * module: the schemas bring zod, which the dispatcher loads with the first event only.
 */
export const parseServerEvent = <K extends ServerEventKind>(
  kind: K,
  payload: unknown,
): ServerEvent<K> | null => {
  const parsed = ServerEventSchemas[kind].safeParse(payload)
  return parsed.success ? (parsed.data as ServerEvent<K>) : null
}
