import { GroupChatCreate } from '@nauka/contracts'

export type GroupFormErrors = { name: string | null; users: string | null; image: string | null }
export const NO_ERRORS: GroupFormErrors = { name: null, users: null, image: null }

/**
 * SPEC 5: the group form's rules through the contracts' GroupChatCreate: a name of at least
 * 3 characters, at least one member, an image png/jpg/jpeg up to 2 MB. Answers each field's
 * first message key, or null when the form may be sent.
 */
export const validateGroupForm = (form: {
  name: string
  users: readonly number[]
  image: { name: string; type: string; size: number } | null
}): GroupFormErrors | null => {
  const parsed = GroupChatCreate.safeParse({
    name: form.name,
    users: [...form.users],
    image: form.image ?? undefined,
  })
  if (parsed.success) return null
  const errors = { ...NO_ERRORS }
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'name' || field === 'users' || field === 'image') && errors[field] === null) {
      errors[field] = issue.message
    }
  }
  return errors
}
