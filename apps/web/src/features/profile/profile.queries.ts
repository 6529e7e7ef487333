import type { LangId, Profile, ProfileImageKind } from '@nauka/contracts'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { ApiError } from '../../api/ApiError'
import { useLang } from '../../shared/locale'
import { useAuthStore } from '../auth/auth.store'
import { useDeviceStore } from '../device/device.store'
import { enqueue, itemsOf, kindOf, pendingImage, pendingInfo } from '../device/pending.model'
import { usePendingStore } from '../device/pending.store'
import { contactOf, LINK_CONTACTS, type MainInfoEdit, withPendingInfo } from './model'
import { deleteProfileImage, fetchProfile, uploadProfileImage } from './profile.api'
import { saveMainInfo } from './profile.send'

export const profileKeys = {
  all: ['profile'] as const,
  user: (id: number) => ['profile', id] as const,
  detail: (id: number, lang: LangId) => ['profile', id, lang] as const,
}

/** SPEC 7: a profile, own or foreign, with catalogue names in the interface language. */
export const useProfile = (id: number | null) => {
  const lang = useLang()
  return useQuery({
    queryKey: profileKeys.detail(id ?? 0, lang),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchProfile(id ?? 0, lang, signal),
  })
}

/** After a change: every language's copy of that profile is read again. */
export const refreshProfile = (client: QueryClient, id: number) =>
  client.invalidateQueries({ queryKey: profileKeys.user(id) })

/** The signed-in user's id (the own profile, the pending queue). */
export const useMyId = (): number | null => useAuthStore((s) => s.userId)

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/** The connection failed, not the server: the edit is kept for later rather than lost. */
const isOffline = (error: unknown) => error instanceof ApiError && error.kind === 'network'

/** Sent; kept offline for later; or queued behind an earlier edit that is being sent now. */
export type SaveOutcome = 'saved' | 'pending' | 'queued'

/** The toast that says an edit is kept for later; it closes once the edits are sent. */
export const PENDING_KEPT_TOAST = 'profile-pending-kept'

/**
 * SPEC 1: an edit of the own main info or images. Online it is sent at once; offline (or when the
 * connection drops on the way) it joins the pending queue, and the replay sends it later.
 */
export const useOwnEdits = () => {
  const client = useQueryClient()
  const myId = useMyId()
  const online = useDeviceStore((s) => s.online)

  const keep = (payload: Parameters<typeof enqueue>[1]['payload']): SaveOutcome => {
    if (myId === null) throw new Error('not signed in')
    usePendingStore
      .getState()
      .change((q) => enqueue(q, { id: newId(), userId: myId, payload, now: Date.now() }))
    return 'pending'
  }

  const attempt = async (send: () => Promise<unknown>, payload: Parameters<typeof keep>[0]) => {
    if (!online) return keep(payload)
    // An earlier edit of the same kind still waits to be sent: this one goes after it, not before.
    const waiting = usePendingStore
      .getState()
      .queue.some((item) => item.userId === myId && kindOf(item) === payload.kind && item.status !== 'failed')
    if (waiting) {
      keep(payload)
      return 'queued' as const
    }
    try {
      await send()
    } catch (error) {
      if (isOffline(error)) return keep(payload)
      throw error
    }
    if (myId !== null) await refreshProfile(client, myId)
    return 'saved' as const
  }

  return {
    saveInfo: (edit: MainInfoEdit, profile: Profile): Promise<SaveOutcome> =>
      attempt(() => saveMainInfo(profile.id, edit, profile.contactData), { kind: 'info', patch: edit }),
    saveImage: (kind: ProfileImageKind, blob: Blob | null): Promise<SaveOutcome> =>
      attempt(
        () => (blob ? uploadProfileImage(myId ?? 0, kind, blob) : deleteProfileImage(myId ?? 0, kind)),
        { kind, blob },
      ),
  }
}

/** An object URL for a blob, revoked when the blob changes or the component goes. */
const useObjectUrl = (blob: Blob | null | undefined): string | null | undefined => {
  const [url, setUrl] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!blob) {
      setUrl(blob)
      return
    }
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return url
}

/**
 * The own profile as the person should see it: the server's, with the edits that wait to be sent
 * laid over it (SPEC 1: shown as pending, the edited values shown at once).
 */
export const useOwnPending = (profile: Profile | undefined) => {
  const myId = useMyId()
  const queue = usePendingStore((s) => s.queue)
  const items = useMemo(() => (myId === null ? [] : itemsOf(queue, myId)), [queue, myId])
  const info = useMemo(() => (myId === null ? null : pendingInfo(queue, myId)), [queue, myId])
  const avatarBlob = myId === null ? undefined : pendingImage(queue, myId, 'avatar')
  const bannerBlob = myId === null ? undefined : pendingImage(queue, myId, 'banner')
  const avatarUrl = useObjectUrl(avatarBlob)
  const bannerUrl = useObjectUrl(bannerBlob)
  const shown = useMemo(() => {
    if (!profile) return profile
    const merged = withPendingInfo(profile, info)
    return {
      ...merged,
      imageUrl: avatarBlob === undefined ? merged.imageUrl : (avatarUrl ?? null),
      bannerUrl: bannerBlob === undefined ? merged.bannerUrl : (bannerUrl ?? null),
    }
  }, [profile, info, avatarBlob, avatarUrl, bannerBlob, bannerUrl])
  const links = info
    ? Object.fromEntries(
        (Object.keys(LINK_CONTACTS) as (keyof typeof LINK_CONTACTS)[])
          .filter((field) => field in info)
          .map((field) => [field, (info[field] as string | null | undefined) ?? null]),
      )
    : {}
  return {
    profile: shown,
    items,
    /** The pending values of the website and social profile (a field absent: nothing pending). */
    pendingLinks: links as Partial<Record<keyof typeof LINK_CONTACTS, string | null>>,
    infoPending: info !== null,
    avatarPending: avatarBlob !== undefined,
    bannerPending: bannerBlob !== undefined,
  }
}

/** The website or social profile to show: a pending value first, else the stored contact. */
export const linkValue = (
  profile: Profile,
  pending: Partial<Record<keyof typeof LINK_CONTACTS, string | null>>,
  field: keyof typeof LINK_CONTACTS,
): string | null =>
  field in pending
    ? (pending[field] ?? null)
    : (contactOf(profile.contactData, LINK_CONTACTS[field])?.value ?? null)
