// The vps-imaging program (package.json "bin"): the command line of cli.ts with the process's streams.
import { runCli } from './cli.ts'

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: Boolean(process.stderr.isTTY),
})
