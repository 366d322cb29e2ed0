/** Absolute path of apps/demo. */
export const demoRoot: string

/** Vite production build of apps/demo; resolves to the output directory. */
export function buildDemo(options?: {
  outDir?: string
  rpcUrls?: readonly string[]
}): Promise<string>
