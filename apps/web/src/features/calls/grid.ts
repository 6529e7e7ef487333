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
