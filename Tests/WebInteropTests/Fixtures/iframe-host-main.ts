// The host page Chromium loads, on the host's origin: `?mode=checks` runs iframe-host-checks.ts,
// `?mode=conformance` the shared conformance suite, `?mode=bench` the measurements of issue 27; the
// journey it frames is on `?journey=`, another origin. The report goes to the driver's binding.

import { runConformance } from "./iframe-conformance.js";
import { completion, journeyFrame, runHostChecks, samplingHost } from "./iframe-host-checks.js";

const report = (globalThis as unknown as { __gbgReport(json: string): void }).__gbgReport;
const parameters = new URL(location.href).searchParams;
const journeyOrigin = parameters.get("journey") ?? "";

/**
 * Echoes what the journey posts for the bare round trips, as plainly as a page can: through the
 * window, and on a MessageChannel port it hands the journey when asked (`{portEcho: true}`).
 */
function echoForBenchmark(): void {
  addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { echo?: number; portEcho?: boolean };
    if (typeof data.echo === "number") (event.source as Window).postMessage(data, event.origin);
    if (data.portEcho === true) {
      const channel = new MessageChannel();
      channel.port1.onmessage = (message) => channel.port1.postMessage(message.data);
      (event.source as Window).postMessage({ portEcho: true }, event.origin, [channel.port2]);
    }
  });
}

/** A journey measuring round trips and captures; gives what it measured. */
async function measure(script: string, extra = ""): Promise<unknown> {
  const frame = journeyFrame(journeyOrigin, script, extra);
  const { host } = samplingHost(frame, [journeyOrigin]);
  host.handle("nfc.read", () => ({ chipRead: true }));
  const result = await completion(host, 300_000);
  host.detach();
  frame.remove();
  if (result.status !== "passed") throw new Error(result.referenceId);
  return JSON.parse(result.referenceId ?? "{}");
}

async function main(): Promise<unknown> {
  switch (parameters.get("mode")) {
    case "checks":
      return { results: await runHostChecks(journeyOrigin) };
    case "conformance": {
      const files = (await (await fetch("/conformance.json")).json()) as Array<{ path: string; text: string }>;
      return { conformance: await runConformance(files, journeyOrigin) };
    }
    case "bench": {
      echoForBenchmark();
      const rounds = parameters.get("rounds") ?? "1000";
      const transfer = await measure("bench", `&rounds=${rounds}`);
      const base64 = await measure("bench-base64");
      return { bench: { transfer, base64 } };
    }
    default:
      throw new Error(`unknown mode ${String(parameters.get("mode"))}`);
  }
}

main().then(
  (result) => report(JSON.stringify(result)),
  (error: unknown) => report(JSON.stringify({ error: error instanceof Error ? `${error.message} ${error.stack ?? ""}` : String(error) })),
);
