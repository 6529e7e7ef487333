import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from './client'
import { escapeLike, likeContaining } from './like'

describe('LIKE patterns', () => {
  it('puts a backslash before each LIKE wildcard and before the backslash itself', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now')
    expect(escapeLike('plain text, ё')).toBe('plain text, ё')
  })

  it('makes a "contains" pattern of the escaped text', () => {
    expect(likeContaining('a_b')).toBe('%a\\_b%')
  })

  describe('in PostgreSQL', () => {
    let database: Database
    beforeAll(async () => {
      database = await openDatabase({ memory: true })
    })
    afterAll(() => database.close())

    const contains = async (text: string, term: string): Promise<boolean> => {
      const { rows } = await database.executeSql('select $1::text like $2 as hit', [
        text,
        likeContaining(term),
      ])
      return rows[0]?.hit === true
    }

    it('matches the term literally, wildcards included', async () => {
      expect(await contains('sale 50% off', '50%')).toBe(true)
      expect(await contains('sale 500 off', '50%')).toBe(false)
      expect(await contains('snake_case', 'e_c')).toBe(true)
      expect(await contains('snakeXcase', 'e_c')).toBe(false)
      expect(await contains('a\\b', 'a\\b')).toBe(true)
      expect(await contains('ab', 'a\\b')).toBe(false)
    })
  })
})
