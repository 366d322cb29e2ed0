/** Version of `@latch/protocol`, kept equal to package.json (a test checks it). */
export const version = '0.1.0'
