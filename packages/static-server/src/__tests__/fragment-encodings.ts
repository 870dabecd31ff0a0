/**
 * The ways a client may write `__fragment` in a path (the render route's name) that a server
 * could decode, normalise or match to it: percent-encoded letters and underscores in upper and
 * lower case, double encoding, case changes, trailing and doubled slashes, dot segments,
 * parameters, a query. Relative to a remote's root (prefix `/remotes/<name>/` through the shell).
 */
export const fragmentEncodings: readonly string[] = [
  '__fragment',
  '%5F_fragment',
  '_%5Ffragment',
  '%5f%5ffragment',
  '%5F%5Ffragment',
  '__fragmen%74',
  '__%66ragment',
  '__%46RAGMENT',
  '%5F%5F%66%72%61%67%6D%65%6E%74',
  '%5f%5f%66%72%61%67%6d%65%6e%74',
  '__FRAGMENT',
  '__Fragment',
  '__fragment/',
  '__fragment//',
  '/__fragment',
  './__fragment',
  '%2e/__fragment',
  'x/../__fragment',
  'x/%2e%2e/__fragment',
  'x%2f..%2f__fragment',
  '%255F_fragment',
  '%255F%255Ffragment',
  '__fragmen%2574',
  '__fragment%2f',
  '__fragment?x=1',
  '__fragment;x=1',
  '__fragment%00',
  '__fragment%20',
  '__fragment.',
  '%5C__fragment',
];
