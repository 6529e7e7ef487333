import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** The part of an ESTree node the walk reads. */
type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

// A function's body runs when it is called, not where it is declared: its calls are not the declaration's.
const DEFERRED = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression'])

/** The starts of the calls (and `new`s) in `node`, outside the functions it holds. */
const callStarts = (node: Node, starts: Set<number>): void => {
  if (DEFERRED.has(node.type)) return
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callStarts(child, starts)
  }
}

/** Whether `node` spreads an object (`{ ...errors(401) }`) outside the functions it holds. */
const hasSpread = (node: Node): boolean => {
  if (DEFERRED.has(node.type)) return false
  if (node.type === 'SpreadElement') return true
  return Object.entries(node).some(
    ([key, value]) =>
      key !== 'type' &&
      (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && hasSpread(child)),
  )
}

/** The initialisers of a module's top-level `const`s. */
const constInits = (program: { body: unknown[] }): Node[] =>
  program.body.flatMap((statement) => {
    if (!isNode(statement)) return []
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const')
      return []
    return (declaration.declarations as Node[]).flatMap((declarator) =>
      isNode(declarator.init) ? [declarator.init] : [],
    )
  })

/**
 * The offsets to mark pure in a module: every call in the initialiser of a top-level `const`.
 * A chain (`z.object(…).strict()`) starts once, and one mark before it covers the whole chain.
 */
export const pureCallStarts = (program: { body: unknown[] }): number[] => {
  const starts = new Set<number>()
  for (const init of constInits(program)) callStarts(init, starts)
  return [...starts].sort((a, b) => a - b)
}

/**
 * The initialisers that spread an object, as [start, end]. A bundler keeps a spread of an unused
 * object for the getters it might run, and with it the call that made the object (`errors(401)`,
 * whose body holds the error schema and so brings zod): these are wrapped whole in a pure function.
 */
export const spreadInitRanges = (program: { body: unknown[] }): [number, number][] =>
  constInits(program)
    .filter(hasSpread)
    .map((init) => [init.start, init.end])

/**
 * Marks the contracts' top-level declarations pure, so the bundle keeps only the schemas a page
 * uses. Without it, a page that needs one constant of a contracts module (a route, a limit) carries
 * every zod schema the module builds, and zod with them: a call is kept unless it is known to have
 * no effect. The package already says `sideEffects: false`; its declarations hold to that (they
 * build schemas and constants and touch nothing else), and this makes the bundler act on it.
 */
export const pureContracts = (contractsDir: string): Plugin => ({
  name: 'nauka-pure-contracts',
  apply: 'build',
  // After TypeScript is stripped: the walk reads plain JavaScript.
  enforce: 'post',
  transform(code, id) {
    if (!id.startsWith(contractsDir)) return null
    const program = this.parse(code) as unknown as { body: unknown[] }
    const starts = pureCallStarts(program)
    const wrapped = spreadInitRanges(program)
    if (starts.length === 0 && wrapped.length === 0) return null
    const out = new MagicString(code)
    for (const [start, end] of wrapped) {
      out.prependLeft(start, '/* @__PURE__ */ (() => (')
      out.appendRight(end, '))()')
    }
    for (const start of starts) out.appendLeft(start, '/* @__PURE__ */ ')
    return { code: out.toString(), map: out.generateMap({ hires: true }) }
  },
})
