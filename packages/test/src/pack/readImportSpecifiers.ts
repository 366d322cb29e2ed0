import ts from 'typescript'

/**
 * Every module specifier a JavaScript or TypeScript source (or declaration)
 * file names: static and dynamic imports, re-exports, `import('…')` types
 * and `require`, as TypeScript's own pre-processor reads them (so an
 * example in a comment does not count).
 */
export function readImportSpecifiers(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName)
}
