import { DateMessage, LatinNameMessage, ProfileMessage } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../shared/form/fieldErrors'
import { profileOf } from '../../../test/profile'
import { draftOf, editOf, mainInfoSchema } from './mainInfo.model'

const draft = (over: Partial<ReturnType<typeof draftOf>> = {}) => ({
  ...draftOf(profileOf(1), { website: null, socialProfile: null }),
  ...over,
})

const messages = (d: ReturnType<typeof draft>) => {
  const result = mainInfoSchema.safeParse(editOf(d))
  return result.success ? {} : fieldErrors(result.error.issues)
}

describe('main info form', () => {
  it('sends every field, blank ones as null, and no middle name when the person has none', () => {
    const edit = editOf(draft({ firstName: ' Ада ', middleName: 'Августа', noMiddleName: true }))
    expect(edit).toMatchObject({ firstName: 'Ада', middleName: null, lastName: null, website: null })
  })

  it('shows the contracts’ message keys under the fields they concern', () => {
    expect(
      messages(
        draft({
          firstNameEn: 'Ада',
          nickname: 'a',
          phone: 'call me',
          birthDate: '2999-01-01',
          website: 'ftp://x',
        }),
      ),
    ).toEqual({
      firstNameEn: LatinNameMessage.latinOnly,
      nickname: ProfileMessage.nickname,
      phone: ProfileMessage.phone,
      birthDate: DateMessage.outOfRange,
      website: ProfileMessage.url,
    })
  })

  it('accepts a filled, valid form', () => {
    expect(
      messages(
        draft({
          firstName: 'Мария',
          firstNameEn: 'Maria',
          nickname: 'marie_curie',
          phone: '+7 495 123-45-67',
          birthDate: '1967-11-07',
          gender: '46:2',
          website: 'https://curie.example.org',
          socialProfile: 'https://social.example.org/marie',
        }),
      ),
    ).toEqual({})
  })
})
