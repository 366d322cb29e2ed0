import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A temporary folder holding a stand-in built frame (`frame.js`,
 * `frame.css`), for tests that start the embedded service without
 * building the real frame first. Resolves with the folder.
 */
export async function writeTestFrame(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-frame-'))
  await writeFile(join(dir, 'frame.js'), 'console.log("frame")\n')
  await writeFile(join(dir, 'frame.css'), 'main{}\n')
  return dir
}
