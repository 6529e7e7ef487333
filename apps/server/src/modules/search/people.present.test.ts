import { describe, expect, it } from 'vitest'
import { markName } from './people.present'

describe('markName', () => {
  it('marks the words of a name the typed name matched, in either script and misspelled', () => {
    expect(markName('Иван Петрович Иванов', 'Ivonov')).toEqual([
      { text: 'Иван Петрович ', hit: false },
      { text: 'Иванов', hit: true },
    ])
    expect(markName('John Smith', 'Смит J.')).toEqual([
      { text: 'John', hit: true },
      { text: ' ', hit: false },
      { text: 'Smith', hit: true },
    ])
  })

  it('marks nothing when nothing typed names a word', () => {
    expect(markName('Анна Кузнецова', 'Petrov')).toEqual([{ text: 'Анна Кузнецова', hit: false }])
    expect(markName('Анна Кузнецова', '')).toEqual([{ text: 'Анна Кузнецова', hit: false }])
  })
})
