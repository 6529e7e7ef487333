import { describe, expect, it } from 'vitest'
import { parseName, parseNameList } from './names'

describe('parseName', () => {
  it.each([
    ['И. О. Фамилия', 'И. И. Иванов', { firstName: 'И.', middleName: 'И.', lastName: 'Иванов' }],
    ['glued initials', 'И.И.Иванов', { firstName: 'И.', middleName: 'И.', lastName: 'Иванов' }],
    ['Фамилия И. О.', 'Петрова П. С.', { firstName: 'П.', middleName: 'С.', lastName: 'Петрова' }],
    ['Lastname I.', 'Smith J.', { firstName: 'J.', lastName: 'Smith' }],
    ['First Last', 'Mary Jones', { firstName: 'Mary', lastName: 'Jones' }],
    ['First M. Last', 'John A. Smith', { firstName: 'John', middleName: 'A.', lastName: 'Smith' }],
    [
      'Имя Отчество Фамилия',
      'Иван Петрович Сидоров',
      { firstName: 'Иван', middleName: 'Петрович', lastName: 'Сидоров' },
    ],
    [
      'Фамилия Имя Отчество',
      'Сидоров Иван Петрович',
      { firstName: 'Иван', middleName: 'Петрович', lastName: 'Сидоров' },
    ],
    ['Фамилия Имя', 'Кузнецова Мария', { firstName: 'Мария', lastName: 'Кузнецова' }],
    ['a hyphenated initial', 'Ж.-П. Сартр', { firstName: 'Ж.-П.', lastName: 'Сартр' }],
    ['a transliterated initial', 'Yu. Gagarin', { firstName: 'Yu.', lastName: 'Gagarin' }],
    ['a particle', 'Ludwig van Beethoven', { firstName: 'Ludwig', lastName: 'van Beethoven' }],
    ['capitals', 'ИВАНОВ И. И.', { firstName: 'И.', middleName: 'И.', lastName: 'Иванов' }],
    ['affiliation marks', 'Wei Chen¹*', { firstName: 'Wei', lastName: 'Chen' }],
    ['an apostrophe and a hyphen', "Sean O'Brien-Smith", { firstName: 'Sean', lastName: "O'Brien-Smith" }],
    [
      'a parenthesis and an e-mail',
      'Nikos Mavrogiannopoulos (help@gnu.org)',
      { firstName: 'Nikos', lastName: 'Mavrogiannopoulos' },
    ],
    ['an e-mail after the name', 'Иван Петров ivan@example.org', { firstName: 'Иван', lastName: 'Петров' }],
  ])('reads %s', (_, text, name) => expect(parseName(text)).toEqual(name))

  it.each([
    ['one word', 'Иванов'],
    ['a producer user name', 'Microsoft Office User'],
    ['an affiliation', 'Московский государственный университет'],
    ['a sentence', 'Мы изучаем спектры'],
    ['a title in capitals of many words', 'QUANTUM DOTS IN GRAPHENE AND SILICON'],
    ['digits and symbols', '10.1234/abc'],
  ])('refuses %s', (_, text) => expect(parseName(text)).toBeNull())
})

describe('parseNameList', () => {
  it('splits by commas, "and" and "и"', () => {
    expect(parseNameList('И. И. Иванов, П. С. Петрова и А. А. Сидоров').names.map((n) => n.lastName)).toEqual(
      ['Иванов', 'Петрова', 'Сидоров'],
    )
    expect(parseNameList('John Smith, Mary Jones, and Wei Chen').names.map((n) => n.lastName)).toEqual([
      'Smith',
      'Jones',
      'Chen',
    ])
  })

  it('keeps a surname with the initials a comma separates from it', () => {
    expect(parseNameList('Smith, J., Jones, K. L.')).toEqual({
      names: [
        { firstName: 'J.', lastName: 'Smith' },
        { firstName: 'K.', middleName: 'L.', lastName: 'Jones' },
      ],
      rejected: 0,
    })
  })

  it('reads "Surname, Given" between semicolons', () => {
    expect(parseNameList('Smith, John; Orlova, E.')).toEqual({
      names: [
        { firstName: 'John', lastName: 'Smith' },
        { firstName: 'E.', lastName: 'Orlova' },
      ],
      rejected: 0,
    })
  })

  it('counts the parts that are not names', () => {
    expect(parseNameList('John Smith, Department of Physics')).toEqual({
      names: [{ firstName: 'John', lastName: 'Smith' }],
      rejected: 1,
    })
  })
})
