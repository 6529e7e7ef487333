import { AnswerStatus, type CallInfo, type CallParticipant, CallRole } from '@nauka/contracts'

export type PanelSectionKey = 'lobby' | 'connected' | 'invited' | 'left'
export type PanelSection = { key: PanelSectionKey; people: CallParticipant[] }

const SECTION_OF: Record<CallParticipant['status'], PanelSectionKey> = {
  [AnswerStatus.Lobby]: 'lobby',
  [AnswerStatus.Connected]: 'connected',
  [AnswerStatus.Dialing]: 'invited',
  [AnswerStatus.NoAnswer]: 'invited',
  [AnswerStatus.Left]: 'left',
}
/** Those waiting to be let in come first: they are who an admin opens the panel for. */
const ORDER: PanelSectionKey[] = ['lobby', 'connected', 'invited', 'left']

/** Issue 17: the call's people grouped by where they stand, empty groups left out, the user first. */
export const panelSections = (call: CallInfo, me: number): PanelSection[] => {
  const people = [...call.participants].sort((a, b) => Number(b.user === me) - Number(a.user === me))
  return ORDER.map((key) => ({ key, people: people.filter((p) => SECTION_OF[p.status] === key) })).filter(
    (section) => section.people.length > 0,
  )
}

/** The role worth naming beside a person: the organiser and the call admins. */
export const roleOf = (p: CallParticipant): 'organiser' | 'admin' | null =>
  p.roles.includes(CallRole.Organiser) ? 'organiser' : p.roles.includes(CallRole.Admin) ? 'admin' : null
