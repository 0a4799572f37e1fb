// Turns Vite's build manifest into the asset manifest TanStack Router's SSR renders into <head>: the entry
// script, its CSS and modulepreloads for root, and per route the preloads of its code-split chunk, so a
// prerendered page fetches everything it hydrates with in parallel instead of in a waterfall.

/** Route id for a route file: 'src/routes/blog/$slug.tsx' → '/blog/$slug', 'src/routes/cms/route.tsx' → '/cms'. */
export function routeIdOfFile(file) {
  const rel = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '')
  if (rel === '__root') return '__root__'
  const parts = rel.split('/').flatMap((part) => part.split('.'))
  const last = parts.at(-1)
  if (last === 'route') parts.pop()
  else if (last === 'index') parts[parts.length - 1] = ''
  return `/${parts.join('/')}`
}

export function buildRouterManifest(viteManifest) {
  const entry = viteManifest['src/entry-client.tsx']
  if (!entry) throw new Error('entry-client.tsx is missing from the Vite manifest')
  const fileOf = (key) => `/${viteManifest[key].file}`
  const staticImportsOf = (key, seen = new Set()) => {
    for (const imported of viteManifest[key]?.imports ?? []) {
      if (seen.has(imported)) continue
      seen.add(imported)
      staticImportsOf(imported, seen)
    }
    return seen
  }
  const rootImports = staticImportsOf('src/entry-client.tsx')
  const rootPreloads = [...rootImports].map(fileOf)
  const css = [
    ...new Set([entry, ...[...rootImports].map((k) => viteManifest[k])].flatMap((c) => c.css ?? [])),
  ]
  const routes = {
    __root__: {
      preloads: rootPreloads,
      css: css.map((file) => `/${file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  for (const [key, chunk] of Object.entries(viteManifest)) {
    const match = key.match(/^(src\/routes\/.+\.tsx?)\?tsr-split=/)
    if (!match) continue
    const routeId = routeIdOfFile(match[1])
    const own = [key, ...staticImportsOf(key)].filter(
      (k) => !rootImports.has(k) && k !== 'src/entry-client.tsx',
    )
    const preloads = [...new Set(own.map(fileOf))]
    const existing = routes[routeId]?.preloads ?? []
    routes[routeId] = { preloads: [...new Set([...existing, ...preloads])] }
    if (chunk.css?.length) routes[routeId].css = chunk.css.map((file) => `/${file}`)
  }
  return { routes }
}
