import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** The part of an ESTree node the walk reads. */
type Node = { type: string; start: number; [key: string]: unknown }

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

/**
 * The offsets to mark pure in a module: every call in the initialiser of a top-level `const`.
 * A chain (`z.object(…).strict()`) starts once, and one mark before it covers the whole chain.
 */
export const pureCallStarts = (program: { body: unknown[] }): number[] => {
  const starts = new Set<number>()
  for (const statement of program.body) {
    if (!isNode(statement)) continue
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const')
      continue
    for (const declarator of declaration.declarations as Node[])
      if (isNode(declarator.init)) callStarts(declarator.init, starts)
  }
  return [...starts].sort((a, b) => a - b)
}

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
    const starts = pureCallStarts(this.parse(code) as unknown as { body: unknown[] })
    if (starts.length === 0) return null
    const out = new MagicString(code)
    for (const start of starts) out.appendLeft(start, '/* @__PURE__ */ ')
    return { code: out.toString(), map: out.generateMap({ hires: true }) }
  },
})
