// Runs the one command of the simulator on a package as a web developer has it (as generated,
// with its dist/): `node simulate.mjs JOURNEY_URL --port 0` in FOLDER, waits until it says where to open,
// and asks its server for the page, a compiled module, and paths it must refuse.
// Usage: node simulator-serve-check.mjs FOLDER
// Prints {output, statuses: {path: status}, page} as JSON on the last line.

import { spawn } from "node:child_process";
import { get } from "node:http";
import { join } from "node:path";

const [folder] = process.argv.slice(2);
const journey = "http://localhost:5173/start?step=1";
const server = spawn("node", [join(folder, "simulate.mjs"), journey, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
process.on("exit", () => server.kill());
let output = "";
server.stderr.on("data", (chunk) => (output += chunk));
const address = await new Promise((resolve) => {
  server.stdout.on("data", (chunk) => {
    output += chunk;
    const match = /Open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
    if (match) resolve(match[1]);
  });
  server.on("exit", () => resolve(undefined));
  setTimeout(() => resolve(undefined), 120_000);
});
/** GETs `path` as written, unnormalized, as a hostile client would; gives the status and the body. */
const fetchRaw = (path) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(address);
    get({ hostname, port, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode, body }));
    }).on("error", reject);
  });
const statuses = {};
let page = "";
if (address) {
  const paths = ["/", "/modules/simulator.js", "/modules/host.js", "/modules/..%2Foutside.js", "/modules/host.ts", "/x"];
  for (const path of paths) {
    const { status, body } = await fetchRaw(path);
    statuses[path] = status;
    if (path === "/") page = body;
  }
}
server.kill();
console.log(JSON.stringify({ output, statuses, page }));
process.exit(0); // the wait's timer would keep Node alive for its two minutes
