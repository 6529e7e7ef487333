import type { Tree } from './withTexts'

/**
 * A language's texts come in two parts (issue 20's /login budget): what a visitor's screens say,
 * loaded first, and the rest, loaded with the first signed-in or public page (app/pages.ts).
 */
export type TextPart = 'visitor' | 'member'

/**
 * The groups of texts, or single branches of them, that the sign-in, registration and password
 * screens and the shell around them use (the shell's frame of a public page asks visitors to sign
 * in: `publication.visitor`). The contracts' validation wording goes with them (dictionaries.ts).
 */
export const VISITOR_TEXTS: readonly string[] = [
  'app',
  'auth',
  'common',
  'documents',
  'errors',
  'footer',
  'layout',
  'offline',
  'preferences',
  'validation',
  'publication.visitor',
]

const isTree = (value: string | Tree | undefined): value is Tree => typeof value === 'object'

/** The branch of `tree` at `path`, or undefined. */
const branchAt = (tree: Tree, path: string[]): string | Tree | undefined =>
  path.reduce<string | Tree | undefined>((node, key) => (isTree(node) ? node[key] : undefined), tree)

/** `tree` with the branch at `path` put in (`put`) or taken out (`!put`); `tree` is not changed. */
const withBranch = (tree: Tree, path: string[], branch: string | Tree | undefined): Tree => {
  const [key, ...rest] = path as [string, ...string[]]
  const next = rest.length === 0 ? branch : withBranch(isTree(tree[key]) ? tree[key] : {}, rest, branch)
  const { [key]: _, ...others } = tree
  return next === undefined || (isTree(next) && Object.keys(next).length === 0)
    ? others
    : { ...others, [key]: next }
}

/** The texts of `part`: the branches at `visitor` paths, or all the others. */
export const textPart = (tree: Tree, part: TextPart, visitor: readonly string[] = VISITOR_TEXTS): Tree => {
  const paths = visitor.map((path) => path.split('.'))
  if (part === 'member') return paths.reduce((rest, path) => withBranch(rest, path, undefined), tree)
  return paths.reduce<Tree>((picked, path) => withBranch(picked, path, branchAt(tree, path)), {})
}

/** The two parts of a language as one tree again (a group split between them is joined). */
export const joinParts = (first: Tree, second: Tree): Tree => {
  const joined: Tree = { ...first }
  for (const [key, value] of Object.entries(second)) {
    const mine = joined[key]
    joined[key] = isTree(mine) && isTree(value) ? joinParts(mine, value) : value
  }
  return joined
}
