// The Node adapter: the only place where node: modules may appear (tests pass bytes read from disk).
export * from '../index.ts'
