// pnpm bench:faults [--only=postgres,pglite,flood] [--seconds=10] [--in-flight=50] [--freeze-runs=10]
//
// The fault bench of issue #48, on loopback against the built server (pnpm build first):
// - postgres: three API processes on a private PostgreSQL cluster (initdb in a temporary folder, on a free
//   port), 50 requests in flight while the cluster restarts and while its connections are terminated, three
//   times each; every process must still be up, every row answered 201 present, and no 500 answered;
// - pglite: a server frozen (SIGSTOP) past its folder lock's staleness while requests are in flight, a second
//   one taking the folder over, the first resumed; 10 runs, no row answered 201 may be missing, and the first
//   must exit;
// - flood: `--in-flight` requests at a time from one client on an edited destination's pages (and unique
//   blog searches from 300 addresses) for `--seconds` each, another visitor's p50 under 20 ms.
// Every timing is printed with the machine's load average. Exits 1 when any bar is missed.
import { parseArgs } from 'node:util'
import { postgresVersion, privatePostgresSkipReason } from '../test/private-postgres.ts'
import { editedFlood, printFloodRows, VISITOR_P50_LIMIT_MS } from './faults/edited-flood.ts'
import { pgliteFreeze, printFreezeRows } from './faults/pglite-freeze.ts'
import { postgresFaults, postgresFaultsPassed, printPostgresFaults } from './faults/postgres-restart.ts'

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'postgres,pglite,flood' },
    seconds: { type: 'string', default: '10' },
    'in-flight': { type: 'string', default: '50' },
    'freeze-runs': { type: 'string', default: '10' },
  },
})
const only = new Set(args.only.split(','))
const seconds = Math.min(Math.max(1, Number(args.seconds)), 120)
const inFlight = Math.min(Math.max(1, Number(args['in-flight'])), 200)
const freezeRuns = Math.min(Math.max(1, Number(args['freeze-runs'])), 50)
let failed = false

console.log(`pnpm bench:faults on ${new Date().toISOString()}`)

if (only.has('postgres')) {
  const skip = privatePostgresSkipReason()
  if (skip) {
    failed = true
    console.log(`\nPostgreSQL faults not run: ${skip}`)
  } else {
    const result = await postgresFaults({ inFlight })
    printPostgresFaults(result, inFlight, postgresVersion() ?? '')
    if (!postgresFaultsPassed(result)) {
      failed = true
      console.log(
        '\nFAILED: a process went down, a 201 row is missing, or an answer was a 500 or showed internals',
      )
    }
  }
}

if (only.has('pglite')) {
  const rows = await pgliteFreeze({ runs: freezeRuns, inFlight })
  printFreezeRows(rows, inFlight)
  const lost = rows.filter((row) => row.missing > 0 || row.firstExit === 'still running')
  if (lost.length > 0) {
    failed = true
    console.log(
      `\nFAILED: acknowledged rows lost, or the frozen server kept running, in run ${lost.map((r) => r.run).join(', ')}`,
    )
  }
}

if (only.has('flood')) {
  const rows = await editedFlood({ seconds, inFlight })
  printFloodRows(rows, seconds, inFlight)
  const slow = rows.filter((row) => row.p50 >= VISITOR_P50_LIMIT_MS)
  if (slow.length > 0) {
    failed = true
    console.log(
      `\nFAILED: the visitor's p50 reached ${VISITOR_P50_LIMIT_MS} ms under ${slow.map((r) => r.flood).join(', ')}`,
    )
  }
}

if (failed) process.exitCode = 1
