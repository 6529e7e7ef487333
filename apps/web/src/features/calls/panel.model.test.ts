import { AnswerStatus, CallRole } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { panelSections, roleOf } from './panel.model'
import { callInfo, participant } from './test-data'

describe('the participants panel (issue 17)', () => {
  const call = callInfo({
    participants: [
      participant(1, { status: AnswerStatus.Connected, roles: [CallRole.Organiser] }),
      participant(2, { status: AnswerStatus.Lobby }),
      participant(3, { status: AnswerStatus.Connected }),
      participant(4, { status: AnswerStatus.NoAnswer }),
      participant(5, { status: AnswerStatus.Left }),
      participant(6),
    ],
  })

  it('groups people by where they stand, the user first among those in the call', () => {
    const sections = panelSections(call, 3)
    expect(sections.map((s) => [s.key, s.people.map((p) => p.user)])).toEqual([
      ['lobby', [2]],
      ['connected', [3, 1]],
      ['invited', [4, 6]],
      ['left', [5]],
    ])
  })

  it('leaves out empty groups', () => {
    const two = callInfo({ participants: [participant(1, { status: AnswerStatus.Connected })] })
    expect(panelSections(two, 1).map((s) => s.key)).toEqual(['connected'])
  })

  it('names the organiser and the admins; a chat user has no label', () => {
    expect(roleOf(participant(1, { roles: [CallRole.Organiser] }))).toBe('organiser')
    expect(roleOf(participant(1, { roles: [CallRole.Admin] }))).toBe('admin')
    expect(roleOf(participant(1))).toBeNull()
  })
})
