// A fresh PostgreSQL database for one benchmark run, made through TEST_DATABASE_URL and dropped after.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('--postgres needs TEST_DATABASE_URL')
  const name = `vps_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
