/** Core's layers, lowest first: folders of packages/core/src. */
export const layers: readonly (readonly string[])[]
/** Relative imports of a source file; `typeOnly` when the build erases it. */
export function importsOf(
  fileName: string,
  text: string,
): { specifier: string; typeOnly: boolean }[]
/** The wrong imports under `srcDir`, one readable line each. */
export function checkLayers(srcDir: string): string[]
