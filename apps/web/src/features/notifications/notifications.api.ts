import { apiRequest } from '../../api/client'
import type { Parser } from '../../api/schemas'

const CORE = '/api/core'

/** The answer of the switch: the new value, as a bare boolean. */
const NewValue: Parser<boolean> = {
  parse: (data) => {
    if (typeof data !== 'boolean') throw new TypeError('expected a boolean')
    return data
  },
}

/**
 * SPEC 7: `PUT /notification/r_object/{uref}/comment_status` with `{value}`: whether the reader
 * is told about new comments on an object (a post, `"302:{id}"`). Answers the new value.
 */
export const setCommentNotifications = (uref: string, value: boolean): Promise<boolean> =>
  apiRequest(`${CORE}/notification/r_object/${uref}/comment_status`, {
    method: 'PUT',
    body: { value },
    schema: NewValue,
  })
