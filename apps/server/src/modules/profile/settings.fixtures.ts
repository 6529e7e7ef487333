import { type SettingsSet, SettingsSet as SettingsSetSchema } from '@nauka/contracts'
import { expect } from 'vitest'
import type { Client } from '../../test/http'

/** Changes the user's own settings through `PATCH /user_profile/settings`, as the settings page does. */
export async function setSettings(client: Client, update: SettingsSet): Promise<SettingsSet> {
  const res = await client('PATCH', '/api/core/user_profile/settings', update)
  expect(res.statusCode, res.body).toBe(200)
  return SettingsSetSchema.parse(res.json())
}

/** `PATCH /user_subscription`: the client's user starts following `userId`. */
export async function follow(client: Client, userId: number): Promise<void> {
  const res = await client('PATCH', '/api/core/user_subscription', [
    { rEntity: `202:${userId}`, subscribed: true },
  ])
  expect(res.statusCode, res.body).toBe(200)
}
