import type { UserPrefs } from '@nauka/contracts'
import { api } from '../../api/api'

/** SPEC 7: `GET /user_prefs/{id}`: the account's language and theme. */
export const fetchPrefs = (userId: number): Promise<UserPrefs> => api.prefs.read({ params: { id: userId } })

/** SPEC 7: `PUT /user_prefs/{id}`: changes what it names; answers them all. */
export const savePrefs = (userId: number, prefs: UserPrefs): Promise<UserPrefs> =>
  api.prefs.save({ params: { id: userId }, body: prefs })
