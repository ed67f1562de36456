/** What test/global-setup.ts hands every API test file (Vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the PGlite project keeps its prepared database dumps, one per demo-talent count. */
    preparedDir: string;
    /** The name prefix of this run's PostgreSQL template databases (dropped when the run ends). */
    preparedPrefix: string;
  }
}

export {};
