// The journey a PluginAPI iframe host frames, on another origin than the host's page: the generated
// client of Tests/PluginAPI/bridge.yaml, framed. `?script=` says what it does, `?host=` is the host
// page's origin; it reports to the host page's window (plugin-shared.ts).

import { PluginAPIClient } from "./gbgbridge/index.js";
import type { JourneyReport } from "./plugin-shared.js";

const parameters = new URL(location.href).searchParams;
const hostOrigin = parameters.get("host") ?? "";
const script = parameters.get("script") ?? "";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/** The code of what `body` throws, or `none`. */
async function codeOf(body: () => Promise<unknown>): Promise<string> {
  try {
    await body();
    return "none";
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
}

/** Network statuses until the host ends the listener; before the negotiation, unsupported. */
async function listenToTheEnd(bridge: PluginAPIClient): Promise<string> {
  const early = await codeOf(async () => {
    for await (const status of bridge.networkStatusChanges()) void status;
  });
  expect(early === "UNSUPPORTED_ACTION", `a stream before the negotiation: ${early}`);
  const discovery = await bridge.capabilityQuery({ messageTypes: ["update", "cancel"] });
  expect(discovery.messageTypes?.join() === "update,cancel", `messageTypes ${JSON.stringify(discovery.messageTypes)}`);
  const seen: string[] = [];
  for await (const status of bridge.networkStatusChanges()) seen.push(`${status.connectionType}:${status.connected}`);
  return seen.join();
}

/** Watches the position and breaks out of the loop after two; gives their latitudes. */
async function watchThenBreak(bridge: PluginAPIClient): Promise<string> {
  await bridge.capabilityQuery({ messageTypes: ["update", "cancel"] });
  const latitudes: number[] = [];
  for await (const position of bridge.geolocationWatchPosition({ enableHighAccuracy: true })) {
    latitudes.push(position.coords.latitude);
    if (latitudes.length === 2) break;
  }
  // Time for the host to hear the cancel and for anything it wrongly sends after to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return latitudes.join();
}

/** Watches the position until the host fails the watch; gives the latitudes and the error's code. */
async function watchUntilItFails(bridge: PluginAPIClient): Promise<string> {
  await bridge.capabilityQuery({ messageTypes: ["update", "cancel"] });
  const latitudes: number[] = [];
  const code = await codeOf(async () => {
    for await (const position of bridge.geolocationWatchPosition()) latitudes.push(position.coords.latitude);
  });
  return `${latitudes.join()}/${code}`;
}

const scripts: { [name: string]: (bridge: PluginAPIClient) => Promise<string> } = {
  "listen-to-the-end": listenToTheEnd,
  "watch-then-break": watchThenBreak,
  "watch-until-it-fails": watchUntilItFails,
};

async function main(): Promise<void> {
  const bridge = new PluginAPIClient({ allowedOrigins: [hostOrigin], requestTimeoutMs: 20_000 });
  let report: JourneyReport;
  try {
    const run = scripts[script];
    if (!run) throw new Error(`unknown script ${script}`);
    report = { pluginReport: { status: "passed", detail: await run(bridge) } };
  } catch (error) {
    const detail = error instanceof Error ? `${error.message} ${error.stack ?? ""}` : String(error);
    report = { pluginReport: { status: "failed", detail } };
  }
  parent.postMessage(report, hostOrigin);
}

void main();
