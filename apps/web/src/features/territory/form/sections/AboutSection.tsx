import { Dictionary } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { FormRef, FormText } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'
import { FormSection, Wide } from './FormSection'
import { KeywordsField } from './KeywordsField'

/** SPEC 3: type, language, name, subject, abstract and keywords (SPEC 5 requires four of them). */
export const AboutSection = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  return (
    <FormSection title={t('territory.form.sections.about')}>
      <FormRef form={form} name="cType" cls={Dictionary.publicationType} picker required />
      <FormRef form={form} name="cLang" cls={Dictionary.lang} picker required />
      <Wide>
        <FormText form={form} name="title" required multiline />
      </Wide>
      <Wide>
        <FormText form={form} name="subject" multiline />
      </Wide>
      <Wide>
        <FormText form={form} name="abstract" multiline minRows={4} maxRows={16} />
      </Wide>
      <Wide>
        <KeywordsField form={form} name="keywords" required />
      </Wide>
    </FormSection>
  )
}
