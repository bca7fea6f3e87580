import { openDatabase, migrateDatabase } from "./db/client.server";
import { searchListings } from "./app/opportunities/search.server";
import { homeSearchSchema } from "./app/opportunities/search-schema";
import { readdirSync } from "node:fs";
const file = readdirSync("/tmp/s35/bench").find(f => f.includes("100000") && f.endsWith(".db"))!;
const db = openDatabase("/tmp/s35/bench/" + file); migrateDatabase(db);
const cases: Record<string,string>[] = [{ query: "climate", type: "internship", category: "engineering", stipend: "paid" }, { query: "water", cause: "water-sanitation" }, { query: "NGO" }, { query: "swasthya gramin" }, { query: "reserch data" }, {query:"teacher"}, {query:"climate"}, {query: "ग्रामीण शिक्षा"}];
for (const raw of cases) {
  const p = homeSearchSchema.parse(raw);
  const run = () => searchListings(db, p, { limit: p.show, cacheSeconds: 0 });
  run(); run();
  const xs: number[] = []; for (let i = 0; i < 9; i++) { const b = process.cpuUsage(); run(); const u2 = process.cpuUsage(b); xs.push((u2.user + u2.system) / 1000); }
  console.log(JSON.stringify(raw), xs.sort((a, b) => a - b)[4]!.toFixed(2));
}
