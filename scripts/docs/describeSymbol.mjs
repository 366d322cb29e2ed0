import ts from 'typescript'

const flags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature
const printer = ts.createPrinter({ removeComments: true })
/** Declarations longer than this are cut (a network object, a message catalogue). */
const maxCode = 1600

const tagText = (tag) => ts.displayPartsToString(tag.text ?? []).trim()
const docOf = (symbol, checker) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
const cut = (text) =>
  text.length > maxCode
    ? `${text.slice(0, maxCode)}\n// … (${text.length - maxCode} more characters)`
    : text

function kindOf(symbol, declaration, checker) {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class'
  if (symbol.flags & ts.SymbolFlags.Function) return 'function'
  if (symbol.flags & ts.SymbolFlags.Interface) return 'interface'
  if (symbol.flags & ts.SymbolFlags.TypeAlias) return 'type'
  if (symbol.flags & ts.SymbolFlags.Enum) return 'enum'
  if (symbol.flags & ts.SymbolFlags.Variable) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
    const calls = type.getCallSignatures()
    return calls.length > 0 && type.getProperties().length === 0
      ? 'function'
      : 'constant'
  }
  return 'namespace'
}

/** The documented properties of an object type (for option objects and types). */
function propertiesOf(type, at, checker, { documentedOnly = false } = {}) {
  const target = checker.getNonNullableType(type)
  if (target.getCallSignatures().length > 0) return []
  if (
    target.flags &
    (ts.TypeFlags.StringLike |
      ts.TypeFlags.NumberLike |
      ts.TypeFlags.BooleanLike)
  )
    return []
  if (
    target.isUnion() &&
    target.types.some((member) => member.flags & ts.TypeFlags.Primitive)
  )
    return []
  // Members of the built-in library (String, Array…) are not this type's own.
  const own = (property) =>
    !property.name.startsWith('__@') &&
    !property.declarations?.some((node) => node.getSourceFile().hasNoDefaultLib)
  const properties = checker
    .getPropertiesOfType(target)
    .filter(own)
    .map((property) => ({
      property,
      doc: docOf(property, checker),
      tags: property.getJsDocTags(checker),
    }))
  return properties
    .filter(
      ({ doc, tags }) =>
        !documentedOnly || doc || tags.some((tag) => tag.name === 'default'),
    )
    .map(({ property, doc, tags }) => {
      const declaration =
        property.valueDeclaration ?? property.declarations?.[0]
      return {
        name: property.name,
        optional: Boolean(property.flags & ts.SymbolFlags.Optional),
        type: checker.typeToString(
          checker.getTypeOfSymbolAtLocation(property, declaration ?? at),
          at,
          flags,
        ),
        doc,
        default: tags.find((tag) => tag.name === 'default')?.text
          ? tagText(tags.find((tag) => tag.name === 'default'))
          : undefined,
      }
    })
}

/** Whether a parameter's type is an options object worth listing field by field. */
function isOptionsType(parameter) {
  const node = parameter.valueDeclaration?.type
  if (!node) return false
  if (ts.isTypeLiteralNode(node)) return true
  const text = node.getText()
  return (
    /(Parameters|Options|Args|Settings)\b/.test(text) && !/\[\]$/.test(text)
  )
}

/**
 * What the reference shows of one exported symbol: its kind, the code of
 * its signature or declaration, its TSDoc text and tags, and for functions
 * each parameter (options objects field by field) and the return type.
 */
export function describeSymbol(symbol, checker) {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
  const kind = kindOf(symbol, declaration, checker)
  const tags = symbol
    .getJsDocTags(checker)
    .map((tag) => ({ name: tag.name, text: tagText(tag) }))
  const result = {
    kind,
    doc: docOf(symbol, checker),
    tags,
    code: '',
    parameters: [],
    returns: undefined,
    properties: [],
  }
  const name = symbol.name

  if (kind === 'function') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
    const signatures = type.getCallSignatures()
    result.code = signatures
      .map(
        (signature) =>
          `function ${name}${checker.signatureToString(signature, declaration, flags & ~ts.TypeFormatFlags.WriteArrowStyleSignature)}`,
      )
      .join('\n')
    const signature = signatures[0]
    if (signature) {
      const paramTags = signature
        .getJsDocTags()
        .filter((tag) => tag.name === 'param')
      result.parameters = signature.getParameters().map((parameter) => {
        const at = parameter.valueDeclaration ?? declaration
        const parameterType = checker.getTypeOfSymbolAtLocation(parameter, at)
        const tag = paramTags.find((candidate) =>
          tagText(candidate).startsWith(parameter.name),
        )
        return {
          name: parameter.name,
          type: checker.typeToString(parameterType, at, flags),
          doc:
            docOf(parameter, checker) ||
            (tag
              ? tagText(tag)
                  .slice(parameter.name.length)
                  .replace(/^\s*-?\s*/, '')
              : ''),
          properties: isOptionsType(parameter)
            ? propertiesOf(parameterType, at, checker)
            : [],
        }
      })
      result.returns = checker.typeToString(
        signature.getReturnType(),
        declaration,
        flags,
      )
    }
  } else if (kind === 'class') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
    const heritage = declaration.heritageClauses
      ?.map((clause) => clause.getText())
      .join(' ')
    const constructors = type.getConstructSignatures().map(
      (signature) =>
        `new ${name}(${signature
          .getParameters()
          .map(
            (parameter) =>
              `${parameter.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(parameter, declaration), declaration, flags)}`,
          )
          .join(', ')})`,
    )
    result.code = heritage?.includes('defineError(')
      ? cut(
          printer.printNode(
            ts.EmitHint.Unspecified,
            declaration,
            declaration.getSourceFile(),
          ),
        )
      : cut(
          [
            `class ${name}${heritage ? ` ${heritage.replace(/\s+/g, ' ')}` : ''}`,
            ...constructors,
          ].join('\n'),
        )
  } else if (kind === 'interface' || kind === 'type' || kind === 'enum') {
    result.code = cut(
      symbol.declarations
        .map((node) =>
          printer.printNode(
            ts.EmitHint.Unspecified,
            node,
            node.getSourceFile(),
          ),
        )
        .join('\n'),
    )
    if (kind !== 'enum')
      result.properties = propertiesOf(
        checker.getDeclaredTypeOfSymbol(symbol),
        declaration,
        checker,
        { documentedOnly: true },
      )
  } else if (kind === 'constant') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
    const annotation = declaration.type?.getText()
    result.code = cut(
      `const ${name}: ${annotation ?? checker.typeToString(type, declaration, flags)}`,
    )
  } else {
    result.code = `namespace ${name}`
  }
  return result
}
