// Holds the repository to docs/architecture.md's import rules (scripts/import-rules.mjs), and shows that the
// checker catches each kind of break.
import assert from 'node:assert/strict'
import path from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { importsOf, violation, violations } from './import-rules.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

test('the repository keeps every import rule', () => {
  assert.deepEqual(violations(root), [])
})

const edge = (from, spec) => ({
  from,
  spec,
  to: spec.startsWith('.') ? path.normalize(path.join(path.dirname(from), spec)) : null,
})

test('face/ importing photo/ breaks the rule, and photo/ importing face/ keeps it', () => {
  assert.match(
    violation(edge('packages/imaging/src/face/head.ts', '../photo/options.ts')),
    /imports point down .*\/face\/head\.ts \(face\) imports \.\.\/photo\/options\.ts \(photo\)/,
  )
  assert.equal(violation(edge('packages/imaging/src/photo/pipeline.ts', '../face/head.ts')), null)
})

test('each other rule catches its break', () => {
  const broken = [
    edge('packages/imaging/src/pixels/luma.ts', '../engine/grey.ts'),
    edge('packages/imaging/src/node/api.ts', '../browser/pool.ts'),
    edge('packages/imaging/src/photo/export.ts', '../../test-support/node-codecs.ts'),
    edge('packages/imaging/src/photo/export.ts', 'node:fs'),
    edge('packages/imaging/src/photo/export.ts', 'react'),
    edge('apps/web/src/features/blog/BlogListPage.tsx', '../compress/compress-content.ts'),
    edge('apps/web/src/features/blog/BlogListPage.tsx', '../../routes/blog/index.tsx'),
    edge('apps/web/src/shared/api/client.ts', '../../../../api/src/app.ts'),
    edge('apps/api/src/app.ts', '@vps/web'),
    edge('packages/specs/src/countries.ts', 'react'),
    edge('tests/e2e/specs/photo.spec.ts', '../../../packages/specs/src/index.ts'),
    edge('apps/web/src/features/home/sections/CountriesSection.tsx', '@vps/specs/catalog'),
  ]
  for (const e of broken) assert.notEqual(violation(e), null, `${e.from} → ${e.spec} should break a rule`)
  // A test may take the Node adapter's models through test support; product code may not.
  assert.equal(violation(edge('packages/imaging/src/face/head.test.ts', '../../test-support/node.ts')), null)
})

test('imports are read from static, dynamic and mocked specifiers', () => {
  const text = `import a from './a.ts'\nimport type { B } from "../b.ts"\nexport { c } from './c.ts'\nimport './d.css'\nconst e = await import('./e.ts')\nvi.mock('../f.ts')\n`
  assert.deepEqual(importsOf(text), ['./a.ts', '../b.ts', './c.ts', './d.css', './e.ts', '../f.ts'])
})
