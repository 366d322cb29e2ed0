import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { FrameNotBuiltError } from './FrameNotBuiltError.js'

/** What packages/embedded/scripts/build-frame.mjs writes: the frame's assets. */
const frameFiles = ['frame.js', 'frame.css'] as const

/**
 * Resolves when `frameDir` holds a built frame (`frame.js`, `frame.css`);
 * otherwise throws a `FrameNotBuiltError` naming the folder, the missing
 * files and the ways out.
 *
 * @example
 * await assertFrameBuilt(settings.frameDir)
 */
export async function assertFrameBuilt(frameDir: string): Promise<void> {
  const missing: string[] = []
  for (const name of frameFiles) {
    const found = await stat(join(frameDir, name)).then(
      (entry) => entry.isFile(),
      () => false,
    )
    if (!found) missing.push(name)
  }
  if (missing.length > 0)
    throw new FrameNotBuiltError(
      `latch-api embedded: no built frame in ${frameDir} (${missing.join(', ')} missing): build it with node packages/embedded/scripts/build-frame.mjs, set LATCH_EMBEDDED_FRAME_DIR to a folder holding frame.js and frame.css, or start with --no-embedded`,
    )
}
