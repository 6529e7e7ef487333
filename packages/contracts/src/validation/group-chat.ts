import { z } from 'zod'
import { GROUP_IMAGE_EXTENSIONS, GROUP_IMAGE_MIME_TYPES, LIMITS } from '../limits'
import { text } from '../primitives'
import { EntityId } from '../references'
import { FileMeta, fileExtension } from './file-meta'
import { GroupChatMessage } from './keys'

const isGroupImageType = (file: FileMeta) =>
  (GROUP_IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()) &&
  (GROUP_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))

/** SPEC 5: a group image is a png, jpg or jpeg file (by mime type and extension) up to 2 MB. */
export const GroupImage = FileMeta.refine(isGroupImageType, { message: GroupChatMessage.imageType }).refine(
  (file) => file.size <= LIMITS.groupImageMaxBytes,
  { message: GroupChatMessage.imageTooLarge },
)

/** SPEC 5: the group chat form: a name of at least 3 characters, at least one member, an optional image. */
export const GroupChatCreate = z.object({
  name: text({ error: GroupChatMessage.nameTooShort })
    .trim()
    .min(LIMITS.groupNameMin, { message: GroupChatMessage.nameTooShort }),
  users: z
    .array(EntityId, { error: GroupChatMessage.noMember })
    .min(1, { message: GroupChatMessage.noMember }),
  image: GroupImage.optional(),
})
export type GroupChatCreate = z.infer<typeof GroupChatCreate>
