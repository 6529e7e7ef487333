import { api } from '../../api/api'

/**
 * SPEC 7: `PUT /notification/r_object/{uref}/comment_status` with `{value}`: whether the reader
 * is told about new comments on an object (a post, `"302:{id}"`). Answers the new value.
 */
export const setCommentNotifications = (uref: string, value: boolean): Promise<boolean> =>
  api.notifications.commentStatus({ params: { uref }, body: { value } })
