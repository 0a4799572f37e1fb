// Bundles the server into dist/server.js. npm packages stay external and are resolved at run time from
// apps/api/node_modules (PGlite and pg load files relative to their own folders, so they cannot be inlined);
// workspace packages (@vps/*) are TypeScript source without a build step, so they are bundled.
import { build } from 'esbuild'

const keepNpmPackagesExternal = {
  name: 'external-npm-packages',
  setup(b) {
    // Bare specifiers only: relative and absolute paths are our own files.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vps/') ? undefined : { path: args.path, external: true },
    )
  },
}

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [keepNpmPackagesExternal],
  // Bundled code that calls require() (CommonJS inside a workspace package) needs it defined in ESM.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
})
