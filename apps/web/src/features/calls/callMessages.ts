import { type ChatMessage, type ChatUser, MessageType } from '@nauka/contracts'
import type { TFunction } from 'i18next'
import { nameOf } from '../../shared/names'

/** Who reads the dialog: themselves, and the people the dialog knows by id. */
export type CallReader = { me: number | null; members: ReadonlyMap<number, ChatUser> }

export type CallWording = {
  /** What happened: "Video call", "Call ended · 1:05", "Missed call". */
  text: string
  /** Who did it, where that matters (who called, who declined); "You" for the reader. */
  actor: string | null
  /** How the dialog marks it: a missed or declined call stands out. */
  tone: 'normal' | 'missed'
}

/** A call's length as m:ss, or h:mm:ss from an hour on. */
export const formatCallDuration = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60]
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`
}

/**
 * A call message (types 2, 3, 2001–2004, 6, 6001–6004) worded for this reader from its CallNotice;
 * null for any other message. "Missed call" speaks to the reader when they missed it, and names
 * those who did to everyone else.
 */
export const callWording = (t: TFunction, message: ChatMessage, reader: CallReader): CallWording | null => {
  // Sentences name everyone, the reader too ("Вы" would need another verb form in Russian).
  const named = (id: number | null) =>
    nameOf(id === null ? undefined : reader.members.get(id), t('chatDialog.unknownUser'))
  const userIds = message.call?.userIds ?? []
  const users = userIds.map(named).join(', ')
  const actor = named(message.ownerId)
  /** The standalone "by" line may say "You". */
  const by = message.ownerId !== null && message.ownerId === reader.me ? t('calls.messages.you') : actor
  const say = (key: string, extra: { actor?: string | null; tone?: CallWording['tone'] } = {}) => ({
    text: t(`calls.messages.${key}`, { actor, users }),
    actor: extra.actor ?? null,
    tone: extra.tone ?? 'normal',
  })
  switch (message.type) {
    case MessageType.AudioCallStarted:
    case MessageType.VideoCallStarted:
      return say(message.type === MessageType.VideoCallStarted ? 'video' : 'audio', { actor: by })
    case MessageType.CallEnded: {
      const seconds = message.call?.durationSec
      if (seconds === null || seconds === undefined) return say('ended')
      return {
        ...say('endedAfter'),
        text: t('calls.messages.endedAfter', { duration: formatCallDuration(seconds) }),
      }
    }
    case MessageType.CallDeclined:
      return say('declined', { actor: by, tone: 'missed' })
    case MessageType.NotAnswer:
      return say('notAnswer', { tone: 'missed' })
    case MessageType.MissedCall:
      return userIds.length === 0 || (reader.me !== null && userIds.includes(reader.me))
        ? say('missed', { tone: 'missed' })
        : say('missedBy', { tone: 'missed' })
    case MessageType.CallActivated:
      return say('activated')
    case MessageType.JoinCall:
      return say('joined')
    case MessageType.LeftJoinCall:
      return say('left')
    case MessageType.CallUsers:
      return say('invited')
    case MessageType.CallKicked:
      return say('kicked')
    default:
      return null
  }
}
