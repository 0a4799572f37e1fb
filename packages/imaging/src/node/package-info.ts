// This package's name and version, for what it writes (the receipt names the program that made it). The
// build bundles the JSON in, so the installed package reads its own.
import packageJson from '../../package.json' with { type: 'json' }

export const PACKAGE_NAME: string = packageJson.name
export const PACKAGE_VERSION: string = packageJson.version
