// The system Chromium as the browser benches launch it: headless, no GPU, and none of the background traffic
// (component updates, sync, QUIC probes) that would add to what a bench times. CHROME_PATH picks another.
import { type Browser, chromium } from 'playwright-core'

export function launchBenchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  })
}
