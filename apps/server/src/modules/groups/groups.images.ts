import type { Locale } from '@nauka/contracts'
import { ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { groupImageProblem } from '../chat/chat.policy'

type Files = {
  findMany(ids: string[]): Promise<{ id: string; ownerId: number; mime: string; size: number }[]>
}

/**
 * A group's avatar or banner is checked as a group chat's image (SPEC 5): the editor's own upload,
 * png or jpeg by its sniffed type, up to 2 MB. Answers the file id, or refuses naming `field`.
 */
export async function checkImage(
  files: Files,
  uploaderId: number,
  fileId: string,
  field: string,
  locale: Locale,
): Promise<string> {
  const [file] = await files.findMany([fileId])
  const problem = groupImageProblem(file ?? null, uploaderId)
  if (problem) throw new ValidationError([{ field, message: translate(locale, problem) }], problem)
  return fileId
}
