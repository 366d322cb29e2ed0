/**
 * The wagmi × React matrix: each fixture (matrix/<fixture>) with the wagmi
 * and React versions its lockfile installs.
 */
export const MATRIX_FIXTURES = [
  ['wagmi2-react18', '2.19.4', '18.3.1'],
  ['wagmi2-react19', '2.19.4', '19.3.1'],
  ['wagmi3-react18', '3.7.7', '18.3.1'],
  ['wagmi3-react19', '3.7.7', '19.3.1'],
] as const
