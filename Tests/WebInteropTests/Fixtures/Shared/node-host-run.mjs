// Runs a compiled check module in Node against BridgeStdioHost over stdio, one JSON message per
// line each way; the client finds `window.GBGBridge.postMessage`, as on Android. The host's `#note`
// lines (what its handlers saw) and the type, status and arrival order of every message it sends
// are handed to the checks, which see what the page alone cannot: that the host stopped.
// Usage: node node-host-run.mjs CHECKS HOST [HOST_ARGUMENTS…] — CHECKS names a module beside this
// one that exports `runHostChecks(world)`; prints {"transport", "results"} as JSON on the last line.

import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const [checks, hostPath, ...hostArguments] = process.argv.slice(2);
const host = spawn(hostPath, hostArguments, { stdio: ["pipe", "pipe", "inherit"] });
const hostExited = new Promise((resolve) => host.on("exit", resolve));
const watchdog = setTimeout(() => {
  console.log(JSON.stringify({ error: "the checks did not finish within 60 s" }));
  host.kill("SIGKILL");
  process.exit(1);
}, 60_000);

const world = {
  window: { GBGBridge: { postMessage: (json) => host.stdin.write(json + "\n") } },
  notes: [],
  received: [],
};
createInterface({ input: host.stdout }).on("line", (line) => {
  if (line.startsWith("#note ")) {
    world.notes.push(JSON.parse(line.slice("#note ".length)));
    return;
  }
  const message = JSON.parse(line);
  world.received.push({
    correlationId: message.correlationId,
    type: message.type,
    action: message.payload.action,
    status: message.payload.status,
  });
  world.window.GBGBridge.receive(line);
});

const { runHostChecks } = await import(`./${checks}.js`);
const report = await runHostChecks(world);
host.stdin.end();
await hostExited;
clearTimeout(watchdog);
console.log(JSON.stringify(report));
