import { Dictionary, type EventUpdate, refId } from '@nauka/contracts'
import type { z } from 'zod'
import type { EventChanges, EventRow } from './events.queries'

type Update = z.output<typeof EventUpdate>

const dateOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value)

/**
 * The columns a change of an event writes: what the body sends (undefined keeps the column), its
 * dates parsed, its area as the catalogue's number, and a new reminder when the start moves.
 */
export const changesOf = (row: EventRow, body: Update, now: Date): EventChanges => {
  const startsAt = dateOf(body.startsAt) ?? undefined
  const moved = startsAt !== undefined && startsAt.getTime() !== row.startsAt.getTime()
  return {
    kind: body.kind,
    title: body.title,
    description: body.description,
    startsAt,
    endsAt: dateOf(body.endsAt) ?? undefined,
    timeZone: body.timeZone,
    place: body.place === undefined ? undefined : body.place || null,
    onlineUrl: body.onlineUrl,
    inPlatform: body.inPlatform,
    scienceArea:
      body.scienceArea === undefined
        ? undefined
        : body.scienceArea === null
          ? null
          : refId(body.scienceArea, Dictionary.scienceArea),
    groupId: body.groupId,
    registrationDeadline: dateOf(body.registrationDeadline),
    // A new start time gets its own reminder a day before it.
    ...(moved ? { remindedAt: null } : {}),
    updatedAt: now,
  }
}
