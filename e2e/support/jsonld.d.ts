/** The part of jsonld.js (which ships no types) the tests use. */
declare module 'jsonld' {
  export interface RemoteDocument {
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }
  export interface ExpandOptions {
    /** Answers every context URL instead of the network. */
    documentLoader: (url: string) => Promise<RemoteDocument>;
    /** Throws on anything dropped or lossy (a term the context does not define, a relative type). */
    safe?: boolean;
  }
  export function expand(
    input: unknown,
    options: ExpandOptions,
  ): Promise<Record<string, unknown>[]>;
  const jsonld: { expand: typeof expand };
  export default jsonld;
}
