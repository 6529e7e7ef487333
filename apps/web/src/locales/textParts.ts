import type { Tree } from './withTexts'

/**
 * A language's texts come in three parts (issue 20's /login and /feed budgets): what a visitor's
 * screens say, loaded first; what the signed-in frame and the feed say, loaded with the frame; and
 * the rest, loaded with any other page (app/pages.ts).
 */
export type TextPart = 'visitor' | 'frame' | 'pages'

/** Every part, in the order they load. */
export const TEXT_PARTS: readonly TextPart[] = ['visitor', 'frame', 'pages']

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

const split = (paths: readonly string[]) => paths.map((path) => path.split('.'))

const picked = (tree: Tree, paths: readonly string[]): Tree =>
  split(paths).reduce<Tree>((part, path) => withBranch(part, path, branchAt(tree, path)), {})

const without = (tree: Tree, paths: readonly string[]): Tree =>
  split(paths).reduce((rest, path) => withBranch(rest, path, undefined), tree)

/**
 * The texts of `part`: the branches at `visitor` paths; those at `frame` paths that are not the
 * visitor's (the frame's are found in its code at build time: build/textsInUse.ts); or all the others.
 */
export const textPart = (
  tree: Tree,
  part: TextPart,
  frame: readonly string[],
  visitor: readonly string[] = VISITOR_TEXTS,
): Tree => {
  if (part === 'visitor') return picked(tree, visitor)
  if (part === 'frame') return without(picked(tree, frame), visitor)
  return without(without(tree, visitor), frame)
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
