/** What every benchmark suite gets from bench/run.ts. */
export interface BenchContext {
  /** A temporary folder for databases; removed after the run. */
  tmpDir: string;
  /** With --data-dir: a folder where built databases are kept and reused by later runs. */
  dataDir?: string;
  /** Listing counts to build databases of. */
  sizes: number[];
  /** Seconds per load run. */
  duration: number;
  connections: number;
  quick: boolean;
  /** With --workers=1,2: the worker counts the traffic suite runs (default 1 and one per CPU). */
  workers?: number[];
  /** With --rounds=N: pairs of off/on rounds when a feature's cost is measured (default 6, 3 with --quick). */
  rounds?: number;
  /** With --pages=home,submit: the Lighthouse suite audits only the pages whose label holds one of the words. */
  pages?: string[];
  log: (line: string) => void;
}

export interface BenchSuite {
  name: string;
  /** Part of another suite: run alone with --only=name, and by that suite in a whole run. */
  partOf?: string;
  run(ctx: BenchContext): Promise<void>;
}
