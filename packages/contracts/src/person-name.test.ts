import { describe, expect, it } from 'vitest'
import { nameIn } from './person-name'

describe('nameIn', () => {
  const both = { fullName: 'Мария Кюри', fullNameEn: 'Marie Curie' }

  it('gives the English form to an English reader and the name to a Russian one', () => {
    expect(nameIn('en', both)).toBe('Marie Curie')
    expect(nameIn('ru', both)).toBe('Мария Кюри')
  })

  it('falls back to the name when there is no English form, or it is blank', () => {
    expect(nameIn('en', { fullName: 'Мария Кюри', fullNameEn: null })).toBe('Мария Кюри')
    expect(nameIn('en', { fullName: 'Мария Кюри', fullNameEn: '  ' })).toBe('Мария Кюри')
    expect(nameIn('en', { fullName: 'Мария Кюри' })).toBe('Мария Кюри')
  })

  it('names someone who filled in only the English form in Russian too', () => {
    expect(nameIn('ru', { fullName: null, fullNameEn: 'Marie Curie' })).toBe('Marie Curie')
  })

  it('gives null for a person without any name', () => {
    expect(nameIn('en', { fullName: ' ', fullNameEn: null })).toBeNull()
    expect(nameIn('ru', { fullName: null })).toBeNull()
  })
})
