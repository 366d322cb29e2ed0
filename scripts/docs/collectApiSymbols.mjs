import { dirname, join, relative, sep } from 'node:path'
import ts from 'typescript'

/** Source folders whose exports get a page one level down, as `docsPath`s expect. */
const pageGroups = new Set([
  'actions',
  'connectors',
  'hooks',
  'components',
  'siwx',
])
/** Source folder → the name the site uses for it. */
const groupAlias = { buttons: 'components' }

/**
 * Every symbol that a public entry point exports, found with the
 * TypeScript compiler: the program is the entry files themselves (imports
 * resolved with the repository's tsconfig, `@latch/source` condition), so
 * what is documented is exactly what `src/exports/*.ts` publish.
 *
 * Each symbol gets a site path: `{base}/{group}/{name}` when it is declared
 * in one of the `pageGroups` folders, else `{base}/{name}`, where `base`
 * belongs to the package that declares it (a re-export links to its home).
 *
 * @returns {{ checker: ts.TypeChecker, symbols: Map<ts.Symbol, { name: string,
 *   path: string, group: string, pkg: object, entries: string[] }>,
 *   entryExports: Map<string, ts.Symbol[]> }}
 */
export function collectApiSymbols(root, packages) {
  const configFile = ts.readConfigFile(
    join(root, 'tsconfig.base.json'),
    ts.sys.readFile,
  )
  const { options } = ts.parseJsonConfigFileContent(
    configFile.config,
    ts.sys,
    root,
  )
  const files = packages.flatMap((pkg) =>
    pkg.entries.map((entry) => entry.file),
  )
  const program = ts.createProgram(files, {
    ...options,
    noEmit: true,
    composite: false,
    declaration: false,
    declarationMap: false,
    sourceMap: false,
  })
  const checker = program.getTypeChecker()
  const symbols = new Map()
  const entryExports = new Map()
  const owner = (fileName) =>
    packages.find((pkg) => fileName.startsWith(`${pkg.dir}${sep}src${sep}`))

  for (const pkg of packages) {
    for (const entry of pkg.entries) {
      const source = program.getSourceFile(entry.file)
      const moduleSymbol = source && checker.getSymbolAtLocation(source)
      if (!moduleSymbol) throw new Error(`cannot read ${entry.file}`)
      const exported = []
      for (const exportSymbol of checker.getExportsOfModule(moduleSymbol)) {
        const symbol =
          exportSymbol.flags & ts.SymbolFlags.Alias
            ? checker.getAliasedSymbol(exportSymbol)
            : exportSymbol
        exported.push(symbol)
        const known = symbols.get(symbol)
        if (known) {
          known.entries.push(entry.specifier)
          continue
        }
        const declaration = symbol.declarations?.[0]
        const home = declaration && owner(declaration.getSourceFile().fileName)
        if (!home) {
          symbols.set(symbol, {
            name: exportSymbol.name,
            path: undefined,
            group: '',
            pkg,
            entries: [entry.specifier],
          })
          continue
        }
        const inSrc = relative(
          join(home.dir, 'src'),
          dirname(declaration.getSourceFile().fileName),
        )
        const folder = inSrc === '' ? '' : inSrc.split(sep)[0]
        const group = groupAlias[folder] ?? folder
        const name = exportSymbol.name
        symbols.set(symbol, {
          name,
          path: pageGroups.has(group)
            ? `${home.base}/${group}/${name}`
            : `${home.base}/${name}`,
          group,
          pkg: home,
          entries: [entry.specifier],
        })
      }
      entryExports.set(entry.specifier, exported)
    }
  }
  return { checker, symbols, entryExports }
}
