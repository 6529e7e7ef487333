import { PublicationAuthor } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  authorInputOf,
  changeAuthor,
  emptyAuthor,
  formAuthorOf,
  moveAuthor,
  removeAuthor,
  replaceAuthor,
  shortFormOf,
} from './authors'

const named = (key: string, lastName: string) => changeAuthor(emptyAuthor(key), { lastName })

describe('the authors editor', () => {
  it('makes the short form from the last name and initials', () => {
    expect(shortFormOf({ lastName: 'Иванов', firstName: 'иван', middleName: 'Петрович' })).toBe(
      'Иванов И. П.',
    )
    expect(shortFormOf({ lastName: 'Sartre', firstName: 'Jean-Paul', middleName: '' })).toBe('Sartre J.-P.')
    expect(shortFormOf({ lastName: ' Кюри ', firstName: '', middleName: '' })).toBe('Кюри')
    expect(shortFormOf({ lastName: '', firstName: '', middleName: '' })).toBe('')
  })

  it('keeps the short form in step with the names until the author writes their own', () => {
    let author = changeAuthor(emptyAuthor('a'), { lastName: 'Иванов' })
    author = changeAuthor(author, { firstName: 'Иван' })
    expect(author.shortForm).toBe('Иванов И.')
    author = changeAuthor(author, { shortForm: 'Ivanov I.' })
    author = changeAuthor(author, { middleName: 'Петрович' })
    expect(author.shortForm).toBe('Ivanov I.')
    // Emptied, it follows the names again.
    author = changeAuthor(author, { shortForm: '' })
    author = changeAuthor(author, { middleName: 'Павлович' })
    expect(author.shortForm).toBe('Иванов И. П.')
  })

  it('makes the English short form from the English names', () => {
    let author = changeAuthor(emptyAuthor('a'), { lastNameEn: 'Ivanov', firstNameEn: 'Ivan' })
    expect(author.shortFormEn).toBe('Ivanov I.')
    author = changeAuthor(author, { lastName: 'Иванов' })
    expect(author).toMatchObject({ shortForm: 'Иванов', shortFormEn: 'Ivanov I.' })
  })

  it('reorders, changes and removes authors by key', () => {
    const list = [named('a', 'А'), named('b', 'Б'), named('c', 'В')]
    expect(moveAuthor(list, 2, 0).map((a) => a.key)).toEqual(['c', 'a', 'b'])
    expect(moveAuthor(list, 0, 1).map((a) => a.key)).toEqual(['b', 'a', 'c'])
    expect(moveAuthor(list, 0, -1).map((a) => a.key)).toEqual(['a', 'b', 'c'])
    expect(moveAuthor(list, 2, 3).map((a) => a.key)).toEqual(['a', 'b', 'c'])
    expect(removeAuthor(list, 'b').map((a) => a.key)).toEqual(['a', 'c'])
    expect(replaceAuthor(list, 'b', { rUser: '202:5' }).map((a) => a.rUser)).toEqual([null, '202:5', null])
  })

  it('sends what the contracts take, and reads it back', () => {
    const author = changeAuthor(emptyAuthor('a'), {
      lastName: 'Кюри',
      firstName: 'Мария',
      lastNameEn: 'Curie',
      rUser: '202:7',
      userName: 'Мария Кюри',
    })
    const input = authorInputOf(author)
    expect(input).toEqual({
      lastName: 'Кюри',
      firstName: 'Мария',
      shortForm: 'Кюри М.',
      lastNameEn: 'Curie',
      shortFormEn: 'Curie',
      rUser: '202:7',
    })
    const stored = PublicationAuthor.parse(input)
    expect(formAuthorOf(stored, 'a')).toEqual({ ...author, userName: null })
  })
})
