import { describe, expect, it } from 'vitest'
import { chunkFileOf } from './preloadChunk'

describe('chunkFileOf', () => {
  const bundle = {
    'assets/index-A.js': { type: 'chunk', fileName: 'assets/index-A.js', facadeModuleId: '/w/src/main.tsx' },
    'assets/ru-B.js': { type: 'chunk', fileName: 'assets/ru-B.js', facadeModuleId: '/w/src/locales/ru.json' },
    'assets/shared-C.js': {
      type: 'chunk',
      fileName: 'assets/shared-C.js',
      facadeModuleId: null,
      moduleIds: ['/w/src/app/layout/AppLayout.tsx', '/w/src/main.tsx'],
    },
    'assets/ru.json-D.css': { type: 'asset', fileName: 'assets/ru.json-D.css' },
  } as const

  it('finds the chunk built from the module', () => {
    expect(chunkFileOf(bundle, '/locales/ru.json')).toBe('assets/ru-B.js')
  })

  it("finds a code-splitting group's chunk, which has no face, by the modules it holds", () => {
    expect(chunkFileOf(bundle, '/app/layout/AppLayout.tsx')).toBe('assets/shared-C.js')
  })

  it('prefers the chunk a module is the face of to one that holds it too', () => {
    expect(chunkFileOf(bundle, '/src/main.tsx')).toBe('assets/index-A.js')
  })

  it('finds nothing for a module no chunk is built from', () => {
    expect(chunkFileOf(bundle, '/locales/de.json')).toBeUndefined()
  })
})
