/**
 * The worst requests a stranger can build (docs/request-cost.md): deep offsets under every sort,
 * twelve misspelt common words, every filter at once, long single words, mixed scripts, against
 * the ordinary searches of the search suite. Part one, in process with every cache off: the CPU of
 * each worst request (its search, its tab counts and its understanding, as a query seen for the
 * first time pays them) beside the median of the ordinary searches, each asking for the same page of
 * results (decision 464), all measured together in rounds (decision 471). Goal: the worst ≤ 3× that median.
 * Part two, the production server: a listing page's latency alone, then while four clients send the
 * worst requests to the API without pause. Goal: its median under that load ≤ 3× its idle median.
 */
import { performance } from "node:perf_hooks";
import { openDatabase, type Db } from "../../db/client.server";
import { understandQuery } from "../../app/search/search.server";
import { SEARCH_JOBS } from "../../app/search/search-jobs.server";
import { apiSearchSchema } from "../../app/search/search-schema";
import { API_MAX_LIMIT, API_MAX_OFFSET, SORT_OPTIONS } from "../../app/search/search-params";
import { startProductionServer } from "../lib/server";
import { table } from "../lib/report";
import { database } from "./board";
import { NAMED_SEARCHES } from "./search";
import type { BenchSuite } from "./types";

const MISSPELT = "comunity enviroment educaton reserch volunter helth desgin markting tecnology fundrasing teching wildlfe";

/** The worst requests: [label, API parameters]. */
export const FUZZ_REQUESTS: [string, Record<string, string>][] = [
  ...SORT_OPTIONS.flatMap((sortBy): [string, Record<string, string>][] => [
    [`offset ${API_MAX_OFFSET}, ${sortBy}, "communities"`, { query: "communities", sortBy, offset: String(API_MAX_OFFSET), limit: "100" }],
    [`offset ${API_MAX_OFFSET}, ${sortBy}, "government"`, { query: "government", sortBy, offset: String(API_MAX_OFFSET), limit: "100" }],
    [`offset ${API_MAX_OFFSET}, ${sortBy}, no query`, { sortBy, offset: String(API_MAX_OFFSET), limit: "100" }],
  ]),
  ["12 misspelt common words", { query: MISSPELT }],
  ["12 common words", { query: "community environment education research volunteer health design marketing technology fundraising teaching wildlife" }],
  [
    "every filter at once",
    {
      query: "water",
      type: "internship",
      category: "engineering",
      duration: "3-6",
      stipend: "paid",
      location: "remote",
      city: "Pune",
      state: "Maharashtra",
      verified: "true",
      cause: "climate,health,education",
      minStipend: "5000",
      postedWithin: "30d",
      sortBy: "stipend",
    },
  ],
  ["a 200-letter word", { query: "a".repeat(200) }],
  ["a 60-letter misspelt word", { query: "environmentalsustainabilityprogrammecoordinatorinternshipx" }],
  ["mixed scripts", { query: "शिक्षा education শিক্ষা shiksha शिक्षक teacher শিক্ষক পানি पानी water" }],
  ["Devanagari marks", { query: "्ि‍क््ि‍क््ि‍क् ्ि‍क्" }],
  ["every word a prefix", { query: "co en ed re vo he de ma te fu te wi" }],
];

function params(raw: Record<string, string>) {
  return apiSearchSchema.parse(raw);
}

/** CPU ms of one request as the API runs it (its search job), every cache off: understanding, the tab counts, the page. */
function requestCpu(db: Db, raw: Record<string, string>): number {
  const { limit, offset, ...filters } = params(raw);
  const before = process.cpuUsage();
  if (filters.query) understandQuery(db, filters.query);
  SEARCH_JOBS.apiPage(db, { filters: { ...filters, jobsAsInternships: true }, limit, offset, cacheSeconds: 0 });
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function inProcess(ctx: Parameters<BenchSuite["run"]>[0], dbPath: string, size: number) {
  const db = openDatabase(dbPath);
  try {
    const times = ctx.quick ? 3 : 7;
    // The ordinary searches as the API answers them, its default page of API_MAX_LIMIT results, which is
    // what the worst requests ask for; and as the board asks them, 20 results (decision 464).
    const requests = [
      ...NAMED_SEARCHES.map(([label, raw]) => ({ kind: "search", label, raw })),
      ...NAMED_SEARCHES.map(([label, raw]) => ({ kind: "board", label, raw: { ...raw, limit: "20" } })),
      ...FUZZ_REQUESTS.map(([label, raw]) => ({ kind: "worst", label, raw })),
    ];
    // The first run of each reads what a content version keeps and is not measured. Then every request runs
    // once a round, in rounds (decision 471): a machine that slows down or speeds up during the run moves
    // the ordinary searches and the worst requests alike, and each request meets caches the others used.
    for (const { raw } of requests) requestCpu(db, raw);
    const samples = requests.map(() => [] as number[]);
    for (let round = 0; round < times; round++) requests.forEach(({ raw }, i) => samples[i]!.push(requestCpu(db, raw)));
    const measured = requests.map((request, i) => ({ ...request, cpu: median(samples[i]!) }));
    const medianOf = (kind: string) => median(measured.filter((request) => request.kind === kind).map((request) => request.cpu));
    const baseline = medianOf("search");
    const boardBaseline = medianOf("board");
    const rows = measured
      .filter((request) => request.kind === "worst")
      .map((request) => [request.label, request.cpu] as const)
      .sort((a, b) => b[1] - a[1]);
    ctx.log(`\nWorst requests at ${size.toLocaleString("en")} listings (CPU ms, median of ${times} rounds, every cache off):`);
    ctx.log(
      table(
        ["request", "CPU ms", "× median search", "× median board page"],
        rows.map(([label, cpu]) => [label, cpu.toFixed(1), (cpu / baseline).toFixed(1), (cpu / boardBaseline).toFixed(1)]),
      ),
    );
    const worst = rows[0]!;
    ctx.log(
      `Median ordinary search ${baseline.toFixed(1)} ms (${API_MAX_LIMIT} results, the API's page), ${boardBaseline.toFixed(1)} ms (20, the board's); ` +
        `worst "${worst[0]}" ${worst[1].toFixed(1)} ms = ${(worst[1] / baseline).toFixed(1)}× (goal ≤ 3×), ${(worst[1] / boardBaseline).toFixed(1)}× a board page`,
    );
  } finally {
    db.$client.close();
  }
}

async function underLoad(ctx: Parameters<BenchSuite["run"]>[0], dbPath: string, slug: string) {
  const server = await startProductionServer(dbPath, { SEARCH_CACHE_SECONDS: "0", PAGE_CACHE_SECONDS: "0" });
  try {
    const page = `${server.baseUrl}/internships/${slug}`;
    const latency = async (n: number) => {
      const samples: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        await (await fetch(page)).arrayBuffer();
        samples.push(performance.now() - started);
      }
      return median(samples);
    };
    await latency(10);
    // A running board has searched before: its search threads and their connections are warm.
    for (const [, raw] of FUZZ_REQUESTS) await (await fetch(`${server.baseUrl}/api/opportunities/search?${new URLSearchParams(raw)}`)).arrayBuffer();
    const idle = await latency(ctx.quick ? 20 : 50);
    let stop = false;
    let sent = 0;
    let refused = 0;
    const client = async (offset: number) => {
      for (let i = offset; !stop; i++) {
        const [, raw] = FUZZ_REQUESTS[i % FUZZ_REQUESTS.length]!;
        // A new text each time, so no cache could answer it (the caches are off anyway).
        const query = raw.query ? { ...raw, query: `${raw.query} ${i % 2 ? "" : "x"}`.trim() } : raw;
        const res = await fetch(`${server.baseUrl}/api/opportunities/search?${new URLSearchParams(query)}`);
        await res.arrayBuffer();
        sent++;
        if (res.status === 503) refused++;
      }
    };
    const clients = [0, 1, 2, 3].map((n) => client(n * 5));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loaded = await latency(ctx.quick ? 20 : 50);
    stop = true;
    await Promise.all(clients);
    ctx.log(
      `Listing page median: idle ${idle.toFixed(1)} ms, while 4 clients send the worst requests ${loaded.toFixed(1)} ms = ${(loaded / idle).toFixed(1)}× (goal ≤ 3×); ${sent} worst requests sent, ${refused} answered 503`,
    );
  } finally {
    await server.stop();
  }
}

export const fuzzSuite: BenchSuite = {
  name: "fuzz",
  async run(ctx) {
    // The goals are stated at 100,000 listings; --sizes (or --listings) chooses others.
    for (const size of ctx.sizes) {
      const { dbPath, slug } = await database(ctx, size);
      inProcess(ctx, dbPath, size);
      await underLoad(ctx, dbPath, slug);
    }
  },
};
