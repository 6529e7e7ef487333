import type { TFunction } from 'i18next'

/** The words of an MUI Autocomplete's own buttons, which it would otherwise say in English. */
export const pickerTexts = (t: TFunction) => ({
  openText: t('search.picker.open'),
  closeText: t('search.picker.close'),
  clearText: t('search.picker.clear'),
})
