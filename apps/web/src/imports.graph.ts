import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/**
 * The web app's import graph by folder, read from the source text (node only: the import-rule
 * test reads it). A folder is `app`, `shared`, `api`, `test`, `locales`, one `features/<name>`, or
 * `.` for the files at the root (main.tsx, test-setup.ts).
 */

/** One relative import: the file that writes it, what it names, and the folders on both sides. */
export type Import = { file: string; specifier: string; from: string; to: string }

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** The folder a path under `root` belongs to. */
export const folderOf = (root: string, path: string): string => {
  const parts = relative(root, path).split(sep)
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`
  return parts.length > 1 ? (parts[0] ?? '.') : '.'
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

/**
 * Every import between two folders in the code that ships. Tests are left out: nothing imports a
 * test, so a test adds no arrow anyone depends on, and the tests of a shared helper render it in
 * every feature that uses it on purpose.
 */
export const folderImports = (root: string): Import[] =>
  sourceFiles(root)
    .filter((file) => !isTest(file))
    .flatMap((file) =>
      // Static imports, re-exports and `import()` (lazy pages) alike.
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => ({
          file: relative(root, file),
          specifier: fileName,
          from: folderOf(root, file),
          to: folderOf(root, resolve(dirname(file), fileName)),
        })),
    )
    .filter((edge) => edge.from !== edge.to)

/**
 * The cycles between feature folders: each strongly connected group of two or more features,
 * with the imports that join them (Tarjan's algorithm over the folder graph).
 */
export const featureCycles = (imports: readonly Import[]): Import[][] => {
  const edges = imports.filter((i) => i.from.startsWith('features/') && i.to.startsWith('features/'))
  const next = new Map<string, Set<string>>()
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node) ?? 0)
    stack.push(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member) group.push(member)
    } while (member && member !== node)
    if (group.length > 1) groups.push(group)
  }
  for (const node of next.keys()) if (!index.has(node)) visit(node)
  return groups.map((group) => edges.filter((e) => group.includes(e.from) && group.includes(e.to)))
}
