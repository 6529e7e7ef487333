import { describe, expect, it } from 'vitest'
import { builtOnce } from './built-once'
import type { Db } from './client'

describe('builtOnce', () => {
  it('builds a statement once per database and again for another one', () => {
    const built: object[] = []
    const statement = builtOnce((db) => {
      built.push(db)
      return { db }
    })
    const first = {} as Db
    const second = {} as Db
    expect(statement(first)).toBe(statement(first))
    expect(statement(second).db).toBe(second)
    expect(built).toEqual([first, second])
  })
})
