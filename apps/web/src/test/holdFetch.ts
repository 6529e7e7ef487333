/**
 * Holds the requests whose URL contains `part` until `release()` (over whatever `stubFetch` set
 * up), so a test sees what the page shows while they run: a skeleton, a "saving" flag.
 */
export const holdFetch = (part: string): (() => void) => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  globalThis.fetch = new Proxy(globalThis.fetch, {
    apply: async (target, self, args: [RequestInfo, RequestInit?]) => {
      if (String(args[0]).includes(part)) await gate
      return Reflect.apply(target, self, args)
    },
  })
  return () => release()
}
