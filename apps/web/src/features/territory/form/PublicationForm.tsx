import Stack from '@mui/material/Stack'
import type { UploadItem } from '@nauka/contracts'
import { type FormEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LeaveGuard } from '../../../shared/LeaveGuard'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { PdfSuggestion } from './PdfSuggestion'
import { SaveBar } from './SaveBar'
import { AboutSection } from './sections/AboutSection'
import { AccessSection } from './sections/AccessSection'
import { AuthorsSection } from './sections/AuthorsSection'
import { ClassificationSection } from './sections/ClassificationSection'
import { DetailsSection } from './sections/DetailsSection'
import { EnglishSection } from './sections/EnglishSection'
import { IdentifiersSection } from './sections/IdentifiersSection'
import { usePublicationForm } from './usePublicationForm'

/** Keyboard and screen reader users land on the first field that needs them. */
const focusFirstError = (form: HTMLFormElement | null) => {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  field?.focus()
}

/** SPEC 3: the publication form of an item, its draft save and publish (SPEC 4 flags, SPEC 5 messages). */
export const PublicationForm = ({ item, itemIndex }: { item: UploadItem; itemIndex: number }) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const form = usePublicationForm(item, itemIndex)
  const element = useRef<HTMLFormElement>(null)

  const after = (ok: boolean, done: string) => {
    if (ok) enqueueSnackbar(done, { variant: 'success' })
    // The messages render with the next commit; the focus waits for them.
    else requestAnimationFrame(() => focusFirstError(element.current))
  }
  const save = async () =>
    after(
      await form.saveForm(),
      t(item.published ? 'territory.form.changesSavedToast' : 'territory.form.draftSavedToast'),
    )
  const publish = async () => after(await form.publish(), t('territory.form.publishedToast'))

  return (
    <Stack
      component="form"
      ref={element}
      noValidate
      spacing={2}
      aria-label={t('territory.form.label')}
      // Enter in a field does nothing: saving and publishing are the bar's buttons.
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <LeaveGuard when={form.unsaved} />
      <PdfSuggestion item={item} form={form} />
      <AboutSection form={form} />
      <AuthorsSection form={form} />
      <ClassificationSection form={form} />
      <IdentifiersSection form={form} />
      <DetailsSection form={form} />
      <EnglishSection form={form} />
      <AccessSection form={form} />
      <SaveBar
        flags={form.flags}
        published={item.published}
        failure={form.failure}
        failureCause={form.failureCause}
        onSave={() => void save()}
        onPublish={() => void publish()}
      />
    </Stack>
  )
}
