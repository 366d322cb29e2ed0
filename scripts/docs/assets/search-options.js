// MiniSearch options shared by the index build (Node) and the page (browser):
// the index is only readable with the options it was written with.
export default {
  idField: 'path',
  fields: ['title', 'headings', 'text'],
  storeFields: ['title', 'path'],
}
