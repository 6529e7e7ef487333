import { PUBLICATION_LIMITS } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { FormText } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'
import { FormSection, Wide } from './FormSection'
import { SourceLinksField } from './SourceLinksField'

const NUMBER_INPUT = { htmlInput: { inputMode: 'numeric' } } as const
const YEAR_INPUT = {
  htmlInput: { inputMode: 'numeric', min: PUBLICATION_LIMITS.yearMin, max: PUBLICATION_LIMITS.yearMax },
} as const

/** SPEC 3: where and when it came out, the edition's particulars, source links and bibliography. */
export const DetailsSection = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  return (
    <FormSection title={t('territory.form.sections.details')}>
      <FormText form={form} name="place" required />
      <FormText form={form} name="date" type="date" />
      <FormText form={form} name="publisher" />
      <FormText form={form} name="edition" />
      <FormText form={form} name="year" type="number" slotProps={YEAR_INPUT} />
      <FormText form={form} name="volume" />
      <FormText form={form} name="series" />
      <FormText form={form} name="number" />
      <FormText form={form} name="version" />
      <FormText form={form} name="pages" hint={t('territory.form.pagesHint')} />
      <FormText form={form} name="reviewsCount" type="number" slotProps={NUMBER_INPUT} />
      <Wide>
        <SourceLinksField form={form} />
      </Wide>
      <Wide>
        <FormText form={form} name="bibliography" multiline minRows={3} maxRows={20} />
      </Wide>
    </FormSection>
  )
}
