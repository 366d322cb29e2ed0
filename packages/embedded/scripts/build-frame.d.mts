/** Absolute path of packages/embedded. */
export const embeddedRoot: string
/** packages/embedded/frame-dist, where the frame bundle goes by default. */
export const frameDist: string

/** Whether `outDir` lacks frame.js/frame.css or is older than its sources. */
export function isFrameStale(outDir?: string): boolean

/** Vite production build of src/frame/main.ts; resolves to the output directory. */
export function buildFrame(options?: {
  outDir?: string | undefined
}): Promise<string>

/** buildFrame unless frame-dist is up to date; resolves to whether it built. */
export function ensureFrameBuilt(options?: {
  outDir?: string | undefined
}): Promise<boolean>
