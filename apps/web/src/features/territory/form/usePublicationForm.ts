import { PublicationDraft, type UploadItem } from '@nauka/contracts'
import { useReducer, useState } from 'react'
import type { FieldErrors } from '../../../shared/form/fieldErrors'
import { useErrorText } from '../../../shared/form/useErrorText'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { INITIAL_FLAGS, isBusy, nextFlags, uploadIdOf } from '../model'
import { usePublishUpload, useSaveItem } from '../territory.queries'
import { publishErrors, serverFormErrors, typedIdentifierErrors } from './checks'
import { formDraftOf, metadataOf, type PublicationFormDraft } from './draft'

/**
 * The publication form of an item: a draft saves whatever is well-formed (`PublicationDraft`);
 * publishing, and saving an item already published, ask SPEC 5's required fields first
 * (`PublishableMetadata`) and show each message under its field. Publishing saves the form, then
 * publishes the upload. The flags of SPEC 4 (saving, saved, publishing) follow each step.
 */
export const usePublicationForm = (item: UploadItem, itemIndex: number) => {
  const form = useSchemaForm<PublicationFormDraft, PublicationDraft>({
    schema: PublicationDraft,
    initial: formDraftOf(item.metadata),
    toInput: metadataOf,
    serverErrors: serverFormErrors(itemIndex),
  })
  const errorText = useErrorText()
  const [flags, dispatch] = useReducer(nextFlags, INITIAL_FLAGS)
  // Once publishing was asked for, the required fields keep their messages until they are filled.
  const [publishAsked, setPublishAsked] = useState(item.published)
  // Edits not yet sent: leaving the editor asks first (LeaveGuard).
  const [unsaved, setUnsaved] = useState(false)
  const save = useSaveItem()
  const publishUpload = usePublishUpload()
  const missing = publishErrors(form.draft)
  const errors: FieldErrors = {
    ...(publishAsked ? missing : {}),
    ...typedIdentifierErrors(form.draft),
    ...form.errors,
  }
  const send = (metadata: PublicationDraft) => save.mutateAsync({ id: item.id, metadata })

  /** Refuses to go on while a required field is empty; answers whether the form may be sent. */
  const readyToPublish = (): boolean => {
    setPublishAsked(true)
    form.check()
    return Object.keys(missing).length === 0
  }

  const saveForm = async (): Promise<boolean> => {
    if (isBusy(flags) || (item.published && !readyToPublish())) return false
    dispatch('saveStarted')
    const ok = await form.submit(send)
    dispatch(ok ? 'saveSucceeded' : 'saveFailed')
    if (ok) setUnsaved(false)
    return ok
  }

  const publish = async (): Promise<boolean> => {
    const uploadId = uploadIdOf(item)
    if (isBusy(flags) || !readyToPublish() || uploadId === null) return false
    dispatch('publishStarted')
    const ok = await form.submit(async (metadata) => {
      await send(metadata)
      await publishUpload.mutateAsync(uploadId)
    })
    dispatch(ok ? 'publishSucceeded' : 'publishFailed')
    if (ok) setUnsaved(false)
    return ok
  }

  const edit = (change: Partial<PublicationFormDraft>) => {
    form.patch(change)
    dispatch('edited')
    setUnsaved(true)
  }

  return {
    draft: form.draft,
    errors,
    /** The text of a field's message, or undefined. */
    errorOf: (field: string) => errorText(errors[field]),
    set: <K extends keyof PublicationFormDraft>(field: K, value: PublicationFormDraft[K]) =>
      edit({ [field]: value } as Partial<PublicationFormDraft>),
    edit,
    flags,
    unsaved,
    busy: isBusy(flags),
    failure: form.failure,
    failureCause: form.failureCause,
    saveForm,
    publish,
  }
}

/** What the form's sections use: the draft, its changes, its messages, and whether it is busy. */
export type PublicationFormApi = ReturnType<typeof usePublicationForm>
