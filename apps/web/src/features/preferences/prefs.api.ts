import { UserPrefs } from '@nauka/contracts'
import { apiRequest } from '../../api/client'

const prefsPath = (userId: number) => `/api/core/user_prefs/${userId}`

/** SPEC 7: `GET /user_prefs/{id}`: the account's language and theme. */
export const fetchPrefs = (userId: number): Promise<UserPrefs> =>
  apiRequest(prefsPath(userId), { schema: UserPrefs })

/** SPEC 7: `PUT /user_prefs/{id}`: changes what it names; answers them all. */
export const savePrefs = (userId: number, prefs: UserPrefs): Promise<UserPrefs> =>
  apiRequest(prefsPath(userId), { method: 'PUT', body: prefs, schema: UserPrefs })
