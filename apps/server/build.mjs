// Bundles the server into dist/main.js. Our workspace packages (contracts) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@nauka/'))

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
}

await build({ ...common, entryPoints: ['src/main.ts'], outfile: 'dist/main.js' })
// A worker thread's own module, found by password.ts at ./password.worker.mjs beside main.js.
await build({
  ...common,
  entryPoints: ['src/modules/auth/password.worker.mjs'],
  outfile: 'dist/password.worker.mjs',
})
