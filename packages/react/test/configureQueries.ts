// A test file's first render imports the modal's views and their lazy
// chunks through Vite's transform; on a loaded two-core machine that takes
// seconds, so Testing Library's findBy / waitFor wait up to 10 s instead of
// 1 s. This bounds a wait, it does not retry: a query that never matches
// still fails.

/** Sets Testing Library's wait bound; call once the DOM globals exist. */
export async function configureQueries(): Promise<void> {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 10_000 })
}
