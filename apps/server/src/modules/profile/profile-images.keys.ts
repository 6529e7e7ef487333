import type { ProfileImageKind } from '@nauka/contracts'

/** Where a version of a user's avatar or banner is stored; the profile's version column names the current one. */
export const profileImageKey = (userId: number, kind: ProfileImageKind, version: string): string =>
  `profiles/${userId}/${kind}-${version}.webp`

const KEY = /^profiles\/(\d+)\/(avatar|banner)-([a-z0-9]+)\.webp$/

/** The parts of a key `profileImageKey` made, or null for any other key. */
export function parseProfileImageKey(
  key: string,
): { userId: number; kind: ProfileImageKind; version: string } | null {
  const match = KEY.exec(key)
  if (!match?.[1] || !match[2] || !match[3]) return null
  return { userId: Number(match[1]), kind: match[2] as ProfileImageKind, version: match[3] }
}
