// Reads a password for the CLI: without echo on a terminal, or the first line of piped input.
import { createInterface } from 'node:readline'

const CTRL_C = '\u0003'
const BACKSPACE = new Set(['\u007f', '\b'])

export async function promptPassword(question: string): Promise<string> {
  const { stdin, stderr } = process
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin })
    for await (const line of lines) {
      lines.close()
      return line
    }
    return ''
  }
  stderr.write(question)
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = ''
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData)
            resolve(typed)
            return
          }
          if (char === CTRL_C) {
            stdin.off('data', onData)
            reject(new Error('Cancelled'))
            return
          }
          typed = BACKSPACE.has(char) ? typed.slice(0, -1) : typed + char
        }
      }
      stdin.on('data', onData)
    })
  } finally {
    stdin.setRawMode(false)
    stdin.pause()
    stderr.write('\n')
  }
}
