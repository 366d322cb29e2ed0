import type { BuildAppOptions } from './build-app.d.mts'

/** Absolute path of apps/demo. */
export const demoRoot: string

/** Vite production build of apps/demo; resolves to the output directory. */
export function buildDemo(
  options?: Omit<BuildAppOptions, 'app'>,
): Promise<string>
