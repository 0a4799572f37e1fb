// Which failures mean "the database cannot answer right now" (503, Retry-After) rather than a bug (500).
import { describe, expect, it } from 'vitest'
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../src/db/unavailable.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a terminated backend (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['a refused connect', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ["pg's end of a connection", new Error('Connection terminated unexpectedly')],
    [
      "pg's client after a lost connection",
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['our own refusal', new DatabaseUnavailableError('The database folder is held by another process')],
    ['a wrapped cause', new Error('Saving failed', { cause: withCode('x', '57P01') })],
    [
      'an AggregateError of refusals',
      new AggregateError([withCode('a', 'ECONNREFUSED'), new Error('b')], 'x'),
    ],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601')],
    ['a missing table (42P01)', withCode('relation "nope" does not exist', '42P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'Connection terminated unexpectedly'],
    ['null', null],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
