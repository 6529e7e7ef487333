export type Tree = { [key: string]: string | Tree }

/** Puts each dotted key ('auth.password.tooShort') at its place in a nested tree, as i18next reads it. */
export function withTexts(tree: Tree, texts: Record<string, string>): Tree {
  const result: Tree = structuredClone(tree)
  for (const [key, text] of Object.entries(texts)) {
    const path = key.split('.')
    const leaf = path.pop() as string
    let node = result
    for (const part of path) {
      const next = node[part] ?? {}
      if (typeof next === 'string') throw new Error(`${key}: ${part} is a text, not a group of texts`)
      node[part] = next
      node = next
    }
    if (leaf in node) throw new Error(`${key} is worded twice`)
    node[leaf] = text
  }
  return result
}
