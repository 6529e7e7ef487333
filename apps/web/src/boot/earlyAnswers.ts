import { EARLY_ANSWERS_GLOBAL } from './bootKeys'

type EarlyAnswers = Record<string, Promise<Response> | undefined>

const stash = (): EarlyAnswers | undefined =>
  (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_GLOBAL]

/**
 * The answer boot.js asked for with the page for `path` (a GET), once: the first request of that path
 * takes it instead of asking again, so the start's session check is on its way while the app's code
 * still loads. Null when there is none, or when it was taken.
 */
export function takeEarlyAnswer(path: string): Promise<Response> | null {
  const answers = stash()
  const answer = answers?.[path]
  if (!answers || !answer) return null
  delete answers[path]
  return answer
}

/**
 * Drops the answers not taken yet: a request that may change the session (a sign-in, an e-mail
 * confirmation) went out before them, so they may no longer tell the truth.
 */
export function forgetEarlyAnswers(): void {
  const answers = stash()
  if (!answers) return
  for (const path of Object.keys(answers)) delete answers[path]
}
