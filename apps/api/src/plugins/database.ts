// Makes the database available to every route as `app.db`. The app never opens or closes it: the caller
// (server.ts or a test) owns its lifetime, so one PGlite instance can serve several app instances in tests.

import type { DatabaseDriver } from '@vps/specs'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { DatabaseHealth } from '../db/unavailable.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    dbDriver: DatabaseDriver
    /** Counts the requests the database failed (the error handler and the page fallbacks add to it). */
    databaseHealth: DatabaseHealth
  }
}

export interface DatabasePluginOptions {
  db: Kysely<Database>
  driver: DatabaseDriver
}

const database: FastifyPluginAsync<DatabasePluginOptions> = async (app, { db, driver }) => {
  app.decorate('db', db)
  app.decorate('dbDriver', driver)
  app.decorate('databaseHealth', new DatabaseHealth())
}

export default fp(database, { name: 'database', fastify: '5.x' })
