import { AccessLevel, Dictionary, formatRef, type PublicationAuthor } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { posts } from '../../db/schema'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { publish } from '../publications/publications.fixtures'

/**
 * A corpus of real-looking Russian and English publications and posts for the search tests, made
 * from vocabularies (subjects, words, names) by a seeded generator: the same corpus every run.
 * Publications go through the uploads module's write (`upsertPublication`, which reindexes them);
 * posts through the posts table, whose vector the database computes.
 */

/** mulberry32: a small seeded generator, so the corpus is the same every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return { next, pick, int }
}

const RU = {
  adjectives: [
    'Численный',
    'Статистический',
    'Экспериментальный',
    'Теоретический',
    'Сравнительный',
    'Спектральный',
  ],
  studies: ['анализ', 'метод', 'подход', 'обзор', 'расчёт'],
  subjects: [
    'турбулентных течений',
    'белковых структур',
    'речных экосистем',
    'языковых корпусов',
    'магнитных материалов',
    'городской застройки',
    'климатических моделей',
    'древних рукописей',
  ],
  sentences: [
    'В работе рассматриваются {s} и их свойства при различных условиях.',
    'Предложен новый {a} для изучения {s}.',
    'Результаты измерений согласуются с данными предыдущих исследований.',
    'Авторы обсуждают ограничения модели и направления дальнейшей работы.',
    'Особое внимание уделено устойчивости решений и точности вычислений.',
    'Собраны наблюдения за десять лет полевых экспедиций.',
  ],
  keywords: ['моделирование', 'эксперимент', 'статистика', 'оптимизация', 'наблюдения', 'классификация'],
  lastNames: ['Иванов', 'Смирнова', 'Кузнецов', 'Попова', 'Соколов', 'Лебедева', 'Козлов', 'Новикова'],
  firstNames: ['Алексей', 'Мария', 'Дмитрий', 'Елена', 'Сергей', 'Ольга'],
  posts: [
    'Коллеги, делюсь заметками о семинаре по теме {s}.',
    'Вышел препринт: {a} для {s}. Буду рад отзывам.',
    'Ищем аспиранта для проекта по изучению {s}.',
  ],
} as const

const EN = {
  adjectives: ['Numerical', 'Statistical', 'Experimental', 'Theoretical', 'Comparative', 'Scalable'],
  studies: ['analysis', 'method', 'approach', 'survey', 'framework'],
  subjects: [
    'turbulent flows',
    'protein folding',
    'river ecosystems',
    'language corpora',
    'magnetic materials',
    'urban growth',
    'climate models',
    'graph algorithms',
  ],
  sentences: [
    'This paper studies {s} under a range of conditions.',
    'We propose a new {a} to the study of {s}.',
    'The measurements agree with earlier observations.',
    'We discuss the limits of the model and directions for future work.',
    'Particular attention is paid to the stability and accuracy of the solutions.',
    'Data were collected over ten years of field campaigns.',
  ],
  keywords: ['simulation', 'experiment', 'statistics', 'optimization', 'observation', 'classification'],
  lastNames: ['Smith', 'Garcia', 'Chen', 'Müller', 'Rossi', 'Tanaka', 'Dubois', 'Kowalski'],
  firstNames: ['John', 'Anna', 'Wei', 'Laura', 'Marco', 'Kenji'],
  posts: [
    'Sharing my notes from the workshop on {s}.',
    'New preprint: a {a} for {s}. Comments welcome.',
    'We are hiring a PhD student to work on {s}.',
  ],
} as const

type Vocabulary = typeof RU | typeof EN

/** Catalogue values the corpus spreads its items over (facets have several values each). */
export const CORPUS_TYPES = ['39:1', '39:2', '39:3'] as const
export const CORPUS_AREAS = ['40:1', '40:2', '40:3', '40:4'] as const
export const CORPUS_LANGS = { ru: '2:1', en: '2:2' } as const

export interface CorpusOptions {
  publications: number
  posts: number
  seed?: number
}

export interface Corpus {
  publicationIds: string[]
  postIds: number[]
}

const fill = (template: string, rnd: ReturnType<typeof seeded>, v: Vocabulary) =>
  template.replace('{s}', rnd.pick(v.subjects)).replace('{a}', rnd.pick(v.studies))

/** Writes the corpus, its items owned by the `authors` in turn (their client uploads nothing: no files). */
export async function seedCorpus(
  db: Db,
  authors: { user: TestUser; client: Client }[],
  options: CorpusOptions,
): Promise<Corpus> {
  const rnd = seeded(options.seed ?? 15)
  const publicationIds: string[] = []
  for (let i = 0; i < options.publications; i++) {
    const ru = rnd.next() < 0.5
    const v: Vocabulary = ru ? RU : EN
    const owner = authors[i % authors.length]
    if (!owner) throw new Error('the corpus needs authors')
    const sentences = Array.from({ length: rnd.int(2, 4) }, () => fill(rnd.pick(v.sentences), rnd, v))
    const people: PublicationAuthor[] = Array.from({ length: rnd.int(1, 3) }, () => ({
      lastName: rnd.pick(v.lastNames),
      firstName: rnd.pick(v.firstNames),
    }))
    people[0] = { ...people[0], rUser: formatRef(Dictionary.user, owner.user.id) } as PublicationAuthor
    const published = await publish(db, owner.user, owner.client, {
      files: 0,
      level: rnd.next() < 0.85 ? AccessLevel.Open : AccessLevel.Registered,
      authors: people,
      publishedAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
      metadata: {
        title: `${rnd.pick(v.adjectives)} ${rnd.pick(v.studies)} ${rnd.pick(v.subjects)}`,
        abstract: sentences.join(' '),
        keywords: [rnd.pick(v.keywords), rnd.pick(v.keywords)],
        cType: rnd.pick(CORPUS_TYPES),
        cScienceArea: rnd.pick(CORPUS_AREAS),
        cLang: ru ? CORPUS_LANGS.ru : CORPUS_LANGS.en,
        year: rnd.int(2005, 2024),
      },
    })
    publicationIds.push(published.id)
  }
  const postIds: number[] = []
  for (let i = 0; i < options.posts; i++) {
    const v: Vocabulary = rnd.next() < 0.5 ? RU : EN
    const author = authors[i % authors.length]
    if (!author) throw new Error('the corpus needs authors')
    const [row] = await db
      .insert(posts)
      .values({
        authorId: author.user.id,
        title: `${rnd.pick(v.adjectives)} ${rnd.pick(v.subjects)}`,
        text: fill(rnd.pick(v.posts), rnd, v),
        topics: [rnd.int(1, 4)],
        publishedAt: new Date(Date.UTC(2024, 5, 1) + i * 3_600_000),
      })
      .returning({ id: posts.id })
    if (row) postIds.push(row.id)
  }
  return { publicationIds, postIds }
}
