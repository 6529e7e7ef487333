import { CALL_LIMITS } from '@nauka/contracts'

export type GridPage<T> = { items: T[]; page: number; pages: number }

/** Issue 17: the grid's tiles a page at a time (25), the page kept in range as people come and go. */
export const gridPage = <T>(
  items: readonly T[],
  page: number,
  size: number = CALL_LIMITS.gridPage,
): GridPage<T> => {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const shown = Math.min(Math.max(0, page), pages - 1)
  return { items: items.slice(shown * size, (shown + 1) * size), page: shown, pages }
}

type SpeakerInput = {
  me: number
  /** Who is heard loudest now (null in silence). */
  speaking: number | null
  /** Who had the large tile before. */
  previous: number | null
}

/**
 * Issue 17, the speaker view: the person speaking now is shown large; in silence the last one
 * stays, so the picture does not jump at every pause. The user sees themself large only when alone
 * (one's own face is the least useful to enlarge).
 */
export const mainSpeaker = (
  users: readonly number[],
  { me, speaking, previous }: SpeakerInput,
): number | null => {
  const others = users.filter((user) => user !== me)
  if (speaking !== null && others.includes(speaking)) return speaking
  if (previous !== null && others.includes(previous)) return previous
  return others[0] ?? users[0] ?? null
}

/** Who the speaker view enlarges, and who has been the loudest since when. */
export type HeldSpeaker = { speaker: number | null; candidate: number | null; since: number }

/**
 * The speaker view follows whoever has been the loudest for `holdMs` without a break, so a short
 * "mm-hm" or two people talking over each other does not make the large tile jump.
 */
export const heldSpeaker = (
  state: HeldSpeaker,
  loudest: number | null,
  now: number,
  holdMs: number,
): HeldSpeaker => {
  const next = loudest === state.candidate ? state : { ...state, candidate: loudest, since: now }
  return next.candidate !== null && next.candidate !== next.speaker && now - next.since >= holdMs
    ? { ...next, speaker: next.candidate }
    : next
}
