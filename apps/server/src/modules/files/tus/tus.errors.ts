import { GeneralErrorCode } from '@nauka/contracts'
import { AppError } from '../../../platform/errors'

/** tus answers by status with a text body; the client hears the error catalogue's code for it. */
const CODES: Record<number, GeneralErrorCode> = {
  400: GeneralErrorCode.BadRequest,
  // Upload-Offset or Content-Type missing (tus answers 403 for either).
  403: GeneralErrorCode.BadRequest,
  404: GeneralErrorCode.NotFound,
  // Gone: an expired upload is as missing as any other to the client.
  410: GeneralErrorCode.NotFound,
  409: GeneralErrorCode.Conflict,
  // Tus-Resumable missing or of another version.
  412: GeneralErrorCode.BadRequest,
  413: GeneralErrorCode.PayloadTooLarge,
  415: GeneralErrorCode.UnsupportedMediaType,
  // Locked by another request to the same upload: tus clients retry a 409 as they would a 423.
  423: GeneralErrorCode.Conflict,
  // Checksum mismatch, client gone.
  460: GeneralErrorCode.BadRequest,
  499: GeneralErrorCode.BadRequest,
  // An extension we do not offer (concatenation): the request's, not the server's, failing.
  501: GeneralErrorCode.BadRequest,
}

/**
 * The catalogue error for a refusal of the tus server, or null when the status is not one: a 5xx
 * other than 501 is our failure and travels as such.
 */
export function tusRefusal(status: number): AppError | null {
  const code = CODES[status]
  return code === undefined ? null : new AppError(code)
}
