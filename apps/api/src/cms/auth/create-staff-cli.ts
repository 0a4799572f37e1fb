// `pnpm --filter @vps/api staff:create -- --email x@y.z --name "Ann" --role admin`: creates a staff account in
// the configured database (DATABASE_URL or DATA_DIR, like the server). The password comes from ADMIN_PASSWORD
// or is asked for, never from the command line, where it would land in the shell history.
import { mkdir } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { staffCreateSchema } from '@vps/specs'
import { createDatabase, DatabaseFolderInUseError, migrateToLatest } from '../../db/index.ts'
import { databaseConfig, EnvError, parseEnv } from '../../env.ts'
import { ensureStaffAccount } from './bootstrap.ts'
import { promptPassword } from './prompt.ts'

const USAGE =
  'Usage: pnpm --filter @vps/api staff:create -- --email <email> --name <name> [--role admin|editor]'

/** The options, or a message saying what is wrong with them. */
function readArgs(argv: string[]): { email: string; name: string; role: string } | string {
  try {
    // pnpm passes the `--` separator through; parseArgs would read it as the end of options.
    const { values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'admin' },
      },
    })
    if (!values.email) return '--email is required'
    if (!values.name) return '--name is required'
    return { email: values.email, name: values.name, role: values.role }
  } catch (err) {
    return err instanceof Error ? err.message : String(err)
  }
}

async function main(): Promise<number> {
  const env = parseEnv()
  const values = readArgs(process.argv.slice(2))
  if (typeof values === 'string') {
    console.error(`${values}\n${USAGE}`)
    return 2
  }
  // Asked for only once the arguments are known to be usable.
  const password = env.adminPassword ?? (await promptPassword('Password: '))
  const parsed = staffCreateSchema.safeParse({ ...values, password })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`)
    console.error(USAGE)
    return 2
  }

  await mkdir(env.dataDir, { recursive: true })
  const database = await createDatabase(databaseConfig(env))
  try {
    await migrateToLatest(database.db)
    const { email, name, role } = parsed.data
    const result = await ensureStaffAccount(database.db, { email, name, role, password })
    if (result === 'exists') {
      console.error(`A staff account for ${email} already exists; it was left unchanged.`)
      return 1
    }
    console.log(`Created ${role} account ${email} in ${env.database.driver}.`)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof EnvError || err instanceof DatabaseFolderInUseError ? err.message : err)
    process.exit(1)
  },
)
