import type { ListedObject } from '../../../platform/storage'
import { TUS_PREFIX } from '../tus-cleanup/tus-cleanup.model'

/**
 * How old an object no row names must be before it goes. Every writer puts the bytes first and
 * commits its row after, so a young object without a row may be one whose row is on its way (a
 * 100 MB upload's rows commit after its last put; a recording job's retry after its put); a day is
 * far longer than any of those, and an orphan costs only disk space meanwhile.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000

/**
 * Objects the sweep never judges: tus's uploads in progress (their bytes and records have no row
 * until they finish; tus-cleanup removes the abandoned ones).
 */
const OWNED_ELSEWHERE = [TUS_PREFIX]

/** Whether the sweep may judge the object at all: old enough, and not another job's to remove. */
export function isSweepable(object: ListedObject, now: Date, graceMs: number): boolean {
  if (OWNED_ELSEWHERE.some((prefix) => object.key.startsWith(prefix))) return false
  return now.getTime() - object.modifiedAt.getTime() >= graceMs
}

/**
 * The keys to delete among listed objects: those the sweep may judge (`isSweepable`) that no row
 * references.
 */
export function orphansAmong(
  listed: readonly ListedObject[],
  referenced: ReadonlySet<string>,
  now: Date,
  graceMs: number,
): string[] {
  return listed
    .filter((object) => isSweepable(object, now, graceMs) && !referenced.has(object.key))
    .map((object) => object.key)
}
