import { describe, expect, it } from 'vitest'
import { IdentifierType } from './profile-constants'
import { PublicationSuggestion, suggestionAsDraft } from './publication-suggestion'
import { PublicationDraft } from './publications'

describe('suggestionAsDraft', () => {
  it("puts every suggested field where the form keeps it, and the form's schema accepts it", () => {
    const suggestion = PublicationSuggestion.parse({
      title: 'Квантовые точки в графене',
      authors: [
        { firstName: 'И.', middleName: 'О.', lastName: 'Иванов' },
        { firstName: 'Mary', lastName: 'Jones' },
      ],
      abstract: 'Мы изучаем спектры.',
      keywords: ['графен', 'квантовые точки'],
      doi: '10.21883/FTT.2019.05.47581',
      year: 2019,
      language: '2:1',
    })
    const draft = suggestionAsDraft(suggestion)
    expect(PublicationDraft.parse(draft)).toEqual({
      title: suggestion.title,
      authors: [
        { firstName: 'И.', middleName: 'О.', lastName: 'Иванов' },
        { firstName: 'Mary', lastName: 'Jones' },
      ],
      abstract: suggestion.abstract,
      keywords: suggestion.keywords,
      identifiers: [{ cIdentifier: IdentifierType.Doi, value: suggestion.doi }],
      year: 2019,
      cLang: '2:1',
    })
  })

  it('leaves out what the PDF did not tell', () => {
    expect(suggestionAsDraft({ authors: [], keywords: [] })).toEqual({})
  })
})
