/** The file, relative to the output folder, that serves site path `path`. */
export function sitePathToFile(path) {
  const clean = path.replace(/^\/+|\/+$/g, '')
  return clean === '' ? 'index.html' : `${clean}/index.html`
}
