// Runs the conversation in Node against BridgeStdioHost, one JSON message per line each way.
// The client finds `window.GBGBridge.postMessage`, as on Android.
// Usage: node node-main.mjs HOST LOG PAGE_LOG — prints {"transport", "results"} as JSON on the last line.

import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { GBGBridgeClient } from "./gbgbridge/index.js";
import { runConversation } from "./conversation.js";

const [hostPath, logPath, pageLogPath] = process.argv.slice(2);
const host = spawn(hostPath, ["--output", "json", "--log", logPath, "--page-log", pageLogPath, "--request-timeout", "1"], {
  stdio: ["pipe", "pipe", "inherit"],
});
const hostExited = new Promise((resolve) => host.on("exit", resolve));
const watchdog = setTimeout(() => {
  console.log(JSON.stringify({ error: "the conversation did not finish within 60 s" }));
  host.kill("SIGKILL");
  process.exit(1);
}, 60_000);

const page = { GBGBridge: { postMessage: (json) => host.stdin.write(json + "\n") } };
const client = new GBGBridgeClient({ window: page });
createInterface({ input: host.stdout }).on("line", (line) => page.GBGBridge.receive(JSON.parse(line)));

const results = await runConversation(client);
host.stdin.end();
await hostExited;
clearTimeout(watchdog);
console.log(JSON.stringify({ transport: client.transport?.kind ?? "none", results }));
