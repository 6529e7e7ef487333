import { identifierIssue, PublishableMetadata } from '@nauka/contracts'
import { ApiError } from '../../../api/ApiError'
import { type FieldErrors, fieldErrors } from '../../../shared/form/fieldErrors'
import { formFieldOf, metadataOf, type PublicationFormDraft } from './draft'

/** SPEC 5: what publishing asks of the form, each message under its field (i18n keys). */
export const publishErrors = (draft: PublicationFormDraft): FieldErrors => {
  const result = PublishableMetadata.safeParse(metadataOf(draft))
  return result.success ? {} : fieldErrors(result.error.issues)
}

/**
 * Identifiers are checked as they are typed (the contracts' rule of their system: ORCID and ISBN
 * check digits, DOI, ISSN …); an empty value waits for the save to be named.
 */
export const typedIdentifierErrors = (draft: PublicationFormDraft): FieldErrors =>
  Object.fromEntries(
    draft.identifiers.flatMap(({ cIdentifier, value }, index) => {
      const issue = value.trim() === '' ? null : identifierIssue(cIdentifier, value)
      return issue ? [[`identifiers.${index}.value`, issue]] : []
    }),
  )

/** The server's refusal, on the form's fields (this item's; another item's fields it cannot show). */
export const serverFormErrors =
  (itemIndex: number) =>
  (cause: unknown): FieldErrors =>
    cause instanceof ApiError
      ? Object.fromEntries(
          cause.validationErrors.flatMap(({ field, message }) => {
            const own = formFieldOf(field, itemIndex)
            return own === null ? [] : [[own, message]]
          }),
        )
      : {}
