import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'
import type { Tree } from '../src/locales/withTexts'

/**
 * The source files reachable from `entries` through relative imports, static and `import()` alike
 * (a dialog loaded on first open draws with the texts its page had), without entering `stops`.
 */
export const reachableFiles = (entries: readonly string[], stops: readonly string[] = []): string[] => {
  const seen = new Set<string>()
  const stopped = new Set(stops)
  const visit = (file: string) => {
    if (seen.has(file) || stopped.has(file)) return
    seen.add(file)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = sourceFileAt(resolve(dirname(file), fileName))
      if (target) visit(target)
    }
  }
  for (const entry of entries) visit(entry)
  return [...seen]
}

const sourceFileAt = (base: string): string | undefined =>
  [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
  )

const isTree = (value: string | Tree | undefined): value is Tree => typeof value === 'object'

const nodeAt = (tree: Tree, path: readonly string[]): string | Tree | undefined =>
  path.reduce<string | Tree | undefined>((node, key) => (isTree(node) ? node[key] : undefined), tree)

/**
 * A quoted dotted name, or the fixed start of a template that goes on with `${`: `'feed.title'`,
 * `` `nav.${key}` `` (the whole `nav` group), `` `profile.${spec}.title` `` (the whole `profile`).
 */
const KEY_LIKE = /['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*)(\.\$\{|['"`])/g

/**
 * The paths of the texts `source` names, as i18next keys are written in this code base: a whole
 * literal that is a key of `tree` (with its plural and context forms, `count_one`, `count_few`), or
 * the group a template's fixed start names. A bare word is taken only as a template's start: `'feed'`
 * alone is more often a route's or a tab's name than a whole group of texts.
 */
export const textsNamedIn = (source: string, tree: Tree): string[] => {
  const paths = new Set<string>()
  for (const [, name = '', end] of source.matchAll(KEY_LIKE)) {
    const path = name.split('.')
    if (end !== '.${' && path.length < 2) continue
    const node = nodeAt(tree, path)
    if (node !== undefined) {
      paths.add(name)
      continue
    }
    // i18next's suffixed forms: `count` stands for `count_one`, `count_other`, `count_male`…
    const leaf = path.pop() as string
    const parent = nodeAt(tree, path)
    if (!isTree(parent)) continue
    for (const key of Object.keys(parent)) if (key.startsWith(`${leaf}_`)) paths.add([...path, key].join('.'))
  }
  return [...paths]
}

/** The paths of the texts the code reachable from `entries` names, sorted, each once. */
export const textsInUse = (
  tree: Tree,
  entries: readonly string[],
  stops: readonly string[] = [],
): string[] => {
  const paths = new Set<string>()
  for (const file of reachableFiles(entries, stops))
    for (const path of textsNamedIn(readFileSync(file, 'utf8'), tree)) paths.add(path)
  return [...paths].sort()
}
