import Database from "better-sqlite3";
import { copyFileSync } from "node:fs";
import { searchFoldSql as f } from "./app/opportunities/search-fold";
copyFileSync("/tmp/i18n-bench/board-100000-v2.db", "/tmp/i18n-bench/mig.db");
const db = new Database("/tmp/i18n-bench/mig.db");
const start = Date.now();
db.exec(`CREATE VIRTUAL TABLE s2 USING fts5(title, organization, description, requirements, skills, location, category,
  tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '2 3 4 5 6');
  INSERT INTO s2(rowid, title, organization, description, requirements, skills, location, category)
  SELECT rowid, ${f("title")}, ${f("organization")}, ${f("description")}, ${f("requirements")}, ${f("skills")}, ${f("location")}, category FROM listing_search;`);
console.log("re-index 100k with folds:", (Date.now() - start) / 1000, "s");
const s2 = Date.now();
db.exec(`CREATE VIRTUAL TABLE s3 USING fts5(title, organization, description, requirements, skills, location, category,
  tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '2 3 4 5 6');
  INSERT INTO s3(rowid, title, organization, description, requirements, skills, location, category)
  SELECT rowid, title, organization, description, requirements, skills, location, category FROM listing_search;`);
console.log("re-index 100k without folds:", (Date.now() - s2) / 1000, "s");
