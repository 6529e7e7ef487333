import { useTranslation } from 'react-i18next'
import { FormText } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'
import { FormSection, Wide } from './FormSection'
import { KeywordsField } from './KeywordsField'

/** SPEC 3: the English versions of name, abstract, keywords and place (the authors' are with them). */
export const EnglishSection = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  return (
    <FormSection title={t('territory.form.sections.english')} hint={t('territory.form.englishHint')}>
      <Wide>
        <FormText form={form} name="titleEn" multiline lang="en" />
      </Wide>
      <Wide>
        <FormText form={form} name="abstractEn" multiline minRows={3} maxRows={16} lang="en" />
      </Wide>
      <KeywordsField form={form} name="keywordsEn" />
      <FormText form={form} name="placeEn" lang="en" hint={t('territory.form.latinHint')} />
    </FormSection>
  )
}
