import type { Publication, PublicationDraft, PublicationPage } from '@nauka/contracts'
import { publicationPath } from '@nauka/contracts'

/** A UUID whose last digits are `n`, so tests name publications and files by number. */
export const publicationId = (n: number, prefix = 'c') =>
  `00000000-0000-4000-8000-${prefix}${String(n).padStart(11, '0')}`

/** A published item as `GET /publication/{id}` answers it (contracts Publication), open, by user 5. */
export const publicationOf = (
  n: number,
  metadata: PublicationDraft = {},
  overrides: Partial<Publication> = {},
): Publication => {
  const id = publicationId(n)
  return {
    id,
    uref: `129:${id}`,
    metadata: { title: `Работа ${n}`, cAccessLevel: '59:1', ...metadata },
    authors: [],
    owner: { rEntity: '202:5', fullName: 'Мария Кюри', fullNameEn: 'Marie Curie', imageUrl: null },
    contents: [],
    coverUrl: null,
    publishedAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    meta: { view_count: 3, download_count: 1 },
    link: publicationPath(id),
    own: false,
    ...overrides,
  }
}

/** One page of `POST /publication/fetch`. */
export const publicationPageOf = (count: number, elements: Publication[]): PublicationPage => ({
  count,
  elements,
})
