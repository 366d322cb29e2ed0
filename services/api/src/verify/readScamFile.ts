import { readFile } from 'node:fs/promises'

/** The domains of a scam-list file: one per line; blank lines and `#` comments skipped. */
export async function readScamFile(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8'))
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
}
