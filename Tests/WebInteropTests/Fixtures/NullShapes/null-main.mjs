// Usage: node null-main.mjs VALUES — VALUES is a JSON array of data objects; prints the verdicts,
// a JSON array of booleans, on one line.

import { readFileSync } from "node:fs";
import { verdicts } from "./null-checks.js";

const values = JSON.parse(readFileSync(process.argv[2], "utf8"));
console.log(JSON.stringify(verdicts(values)));
