// Headless Chromium driven over the DevTools protocol on --remote-debugging-pipe (file descriptors
// 3 to it and 4 from it, NUL-separated JSON), with no packages: what both browser drivers share.

import { spawn } from "node:child_process";

/**
 * Starts headless Chromium at `chromiumPath` with the profile folder `profile`. Gives the process,
 * `send(method, params, sessionId)` (a promise of the result), and `eventHandlers`, a map from an
 * event's method to the function called with its params and session.
 */
export function launchHeadlessChromium(chromiumPath, profile) {
  const chromium = spawn(
    chromiumPath,
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--disable-extensions", "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank",
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  let nextId = 0;
  const waiting = new Map();
  const eventHandlers = new Map();
  let buffered = "";
  chromium.stdio[4].on("data", (chunk) => {
    buffered += chunk.toString("utf8");
    let end;
    while ((end = buffered.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const pending = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) pending?.reject(new Error(`${pending.method}: ${message.error.message}`));
        else pending?.resolve(message.result);
      } else {
        eventHandlers.get(message.method)?.(message.params, message.sessionId);
      }
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject, method });
      chromium.stdio[3].write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
    });
  return { chromium, send, eventHandlers };
}

/** Asks `chromium` to close, and kills it if it has not exited within 3 s. */
export async function closeChromium(chromium) {
  const exited = new Promise((resolve) => chromium.on("exit", resolve));
  if (chromium.exitCode === null) chromium.stdio[3].write(JSON.stringify({ id: 0, method: "Browser.close" }) + "\0");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  if (chromium.exitCode === null && chromium.signalCode === null) chromium.kill("SIGKILL");
}
