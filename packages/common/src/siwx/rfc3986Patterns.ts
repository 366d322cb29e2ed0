// RFC 3986 (appendix A) as regular-expression sources, named after its
// ABNF rules, so `isRfc3986Uri` and `isRfc3986Authority` read like the RFC.
// IPv4address needs no rule of its own: every IPv4 address is a reg-name.

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pctEncoded = '%[0-9A-Fa-f]{2}'
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`
const h16 = '[0-9A-Fa-f]{1,4}'
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const ls32 = `(?:${h16}:${h16}|${decOctet}(?:\\.${decOctet}){3})`
const ipv6 = [
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
].join('|')
const ipvFuture = `v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`
const host = `(?:\\[(?:${ipv6}|${ipvFuture})\\]|(?:[${unreserved}${subDelims}]|${pctEncoded})*)`

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` */
export const schemePattern = '[A-Za-z][A-Za-z0-9+\\-.]*'

/** `authority = [ userinfo "@" ] host [ ":" port ]` */
export const authorityPattern = `(?:(?:[${unreserved}${subDelims}:]|${pctEncoded})*@)?${host}(?::[0-9]*)?`

const segment = `${pchar}*`
const pathAbempty = `(?:/${segment})*`
const pathAbsolute = `/(?:${pchar}+(?:/${segment})*)?`
const pathRootless = `${pchar}+(?:/${segment})*`
const query = `(?:${pchar}|[/?])*`

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` */
export const uriPattern = `${schemePattern}:(?://${authorityPattern}${pathAbempty}|${pathAbsolute}|${pathRootless}|)(?:\\?${query})?(?:#${query})?`

/** `pchar` (request-id = *pchar). */
export const pcharPattern = pchar

/** RFC 3986 `reserved / unreserved` plus space: EIP-4361's statement. */
export const statementCharPattern = `[${unreserved}${subDelims}:/?#\\[\\]@ ]`
