import { Dictionary } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { FormRef } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'
import { CoverField } from './CoverField'
import { FormSection, Wide } from './FormSection'

/** SPEC 6: who may read it once published (catalogue 59, required by SPEC 5), and its cover. */
export const AccessSection = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  return (
    <FormSection title={t('territory.form.sections.access')}>
      <FormRef form={form} name="cAccessLevel" cls={Dictionary.accessLevel} required />
      <Wide>
        <CoverField form={form} />
      </Wide>
    </FormSection>
  )
}
