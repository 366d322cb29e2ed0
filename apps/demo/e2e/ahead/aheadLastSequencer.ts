import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { AHEAD_FILES } from './aheadFiles.js'

/**
 * Vitest's own order, except that the files taking ahead results
 * (AHEAD_FILES) run last: what they need is prepared meanwhile.
 */
export class AheadLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const last = (spec: TestSpecification) =>
      AHEAD_FILES.some((file) => spec.moduleId.endsWith(`/${file}`))
    return [...sorted.filter((spec) => !last(spec)), ...sorted.filter(last)]
  }
}
