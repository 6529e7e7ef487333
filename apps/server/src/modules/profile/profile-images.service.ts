import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  GeneralErrorCode,
  PROFILE_IMAGE,
  type ProfileImageAnswer,
  type ProfileImageKind,
  ProfileImageMessage,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { AppError, BadRequestError, NotFoundError } from '../../platform/errors'
import { toWebp } from '../../platform/images'
import type { Storage, StoredObjectInfo } from '../../platform/storage'
import { assertCanEditProfile, type Viewer } from './profile.policy'
import { imageUrl } from './profile.present'
import { findProfile, upsertProfile } from './profile.queries'
import type { ProfileService } from './profile.service'
import { profileImageKey } from './profile-images.keys'

const versionColumn = (kind: ProfileImageKind) => (kind === 'avatar' ? 'imageVersion' : 'bannerVersion')

/** A stored image, the version it has now (for the cache headers), and its bytes opened on demand. */
export interface ServedImage extends StoredObjectInfo {
  version: string
  open(): Promise<Readable>
}

/** Avatars and banners: processed on upload (the original is never kept), served from storage. */
export class ProfileImagesService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly profiles: ProfileService,
  ) {}

  /**
   * Checks the owner before the body is read (`read` streams it), then stores the processed image
   * under a new version and deletes the previous one.
   */
  async upload(
    viewer: Viewer,
    userId: number,
    kind: ProfileImageKind,
    read: () => Promise<Buffer>,
  ): Promise<ProfileImageAnswer> {
    assertCanEditProfile(viewer, userId)
    const result = await toWebp(await read(), { ...PROFILE_IMAGE[kind], accept: PROFILE_IMAGE.mimeTypes })
    if (!result.ok) {
      if (result.reason === 'type')
        throw new AppError(GeneralErrorCode.UnsupportedMediaType, { messageKey: ProfileImageMessage.type })
      throw new BadRequestError(ProfileImageMessage.unreadable)
    }
    const version = randomBytes(8).toString('hex')
    await this.storage.put(profileImageKey(userId, kind, version), result.data, result.contentType)
    const previous = (await findProfile(this.db, userId))?.[versionColumn(kind)]
    await upsertProfile(this.db, userId, { [versionColumn(kind)]: version })
    if (previous) await this.storage.delete(profileImageKey(userId, kind, previous))
    return {
      url: imageUrl(userId, kind, version) ?? '',
      width: result.width,
      height: result.height,
      contentType: result.contentType,
    }
  }

  async remove(viewer: Viewer, userId: number, kind: ProfileImageKind): Promise<void> {
    assertCanEditProfile(viewer, userId)
    const previous = (await findProfile(this.db, userId))?.[versionColumn(kind)]
    if (!previous) return
    await upsertProfile(this.db, userId, { [versionColumn(kind)]: null })
    await this.storage.delete(profileImageKey(userId, kind, previous))
  }

  /** The current image of a user; 404 when there is none. */
  async read(userId: number, kind: ProfileImageKind): Promise<ServedImage> {
    await this.profiles.requireUser(userId)
    const version = (await findProfile(this.db, userId))?.[versionColumn(kind)]
    const key = version ? profileImageKey(userId, kind, version) : null
    const stored = key ? await this.storage.stat(key) : null
    if (!version || !key || !stored) throw new NotFoundError()
    return {
      ...stored,
      version,
      open: async () => {
        const stream = await this.storage.openRead(key)
        if (!stream) throw new NotFoundError()
        return stream
      },
    }
  }
}
