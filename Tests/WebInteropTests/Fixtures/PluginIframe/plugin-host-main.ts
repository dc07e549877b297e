// The host page of the PluginAPI spec (Tests/PluginAPI/bridge.yaml) in Chromium, on another origin
// than the journey it frames: its generated iframe host serves the spec's streams to its generated
// client. A listener the host ends, a watch the page breaks out of (the handler sees its signal
// abort, its generator returns, and nothing more is sent), and a watch the host fails.

import { BridgeFailure, PluginAPIHost, type BridgeProblem } from "./gbgbridge/host.js";
import { check, runChecks } from "./checking.js";
import { position, type JourneyReport } from "./plugin-shared.js";

const report = (globalThis as unknown as { __gbgReport(json: string): void }).__gbgReport;
const journeyOrigin = new URL(location.href).searchParams.get("journey") ?? "";

/** A host for a journey running `script`, what it sent and what went wrong, and the journey's report. */
function framedJourney(script: string, serve: (host: PluginAPIHost) => void) {
  const frame = document.createElement("iframe");
  const sent: string[] = [];
  const problems: BridgeProblem[] = [];
  const host = new PluginAPIHost({
    frame,
    allowedOrigins: [journeyOrigin],
    observer: {
      message: (direction, text) => {
        if (direction === "sent") sent.push(text);
      },
      problem: (problem) => problems.push(problem),
    },
  });
  serve(host);
  const finished = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the journey did not report")), 30_000);
    addEventListener("message", function listener(event: MessageEvent) {
      const data = event.data as Partial<JourneyReport>;
      if (event.source !== frame.contentWindow || !data.pluginReport) return;
      removeEventListener("message", listener);
      clearTimeout(timer);
      if (data.pluginReport.status === "passed") resolve(data.pluginReport.detail);
      else reject(new Error(`the journey failed: ${data.pluginReport.detail}`));
    });
  });
  frame.src = `${journeyOrigin}/iframe-journey.html?script=${script}&host=${encodeURIComponent(location.origin)}`;
  document.body.appendChild(frame);
  const done = () => {
    host.detach();
    frame.remove();
  };
  return { host, sent, problems, finished: finished.finally(done) };
}

/** What the host sent for each request of `action`, in order: `update`, or the response's status. */
function sentFor(sent: readonly string[], action: string): string[] {
  return sent
    .map((text) => JSON.parse(text) as { type: string; payload: { action: string; status?: string } })
    .filter((message) => message.payload.action === action)
    .map((message) => message.payload.status ?? message.type);
}

/** Waits `ms`, or until `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()));
  });
}

async function main(): Promise<unknown> {
  const results = await runChecks([
    ["a listener the host ends ends the page's loop; before the negotiation it is unsupported", async () => {
      const journey = framedJourney("listen-to-the-end", (host) =>
        host.handle("network.statusChanges", async function* (request) {
          yield { connected: true, connectionType: "wifi" };
          await sleep(10, request.signal);
          yield { connected: false, connectionType: "none" };
        }));
      const seen = await journey.finished;
      check(seen === "wifi:true,none:false", `the page saw ${seen}`);
      const kinds = sentFor(journey.sent, "network.statusChanges");
      check(kinds.join() === "unsupported,update,update,success", `the host sent ${kinds.join()}`);
      check(journey.problems.length === 0, `problems ${JSON.stringify(journey.problems)}`);
    }],
    ["a break in the page's loop cancels the watch: the handler sees its signal abort, returns, and sends nothing after", async () => {
      let reason: unknown;
      let returned = false;
      let resumed = false;
      const journey = framedJourney("watch-then-break", (host) =>
        host.handle("geolocation.watchPosition", async function* (request) {
          try {
            yield position(1);
            yield position(2);
            await new Promise((resolve) => request.signal.addEventListener("abort", resolve));
            reason = request.signal.reason;
            // What a handler that does not stop would send: the host returns the iterator instead.
            yield position(3);
            resumed = true;
            yield position(4);
          } finally {
            returned = true;
          }
        }));
      const seen = await journey.finished;
      check(seen === "1,2", `the page saw ${seen}`);
      check(reason instanceof BridgeFailure && reason.code === "CANCELLED", `the handler's signal: ${String(reason)}`);
      check(returned && !resumed, `the generator returned: ${returned}, resumed after its yield: ${resumed}`);
      const kinds = sentFor(journey.sent, "geolocation.watchPosition");
      check(kinds.join() === "update,update,cancelled", `the host sent ${kinds.join()}`);
      check(journey.problems.length === 0, `problems ${JSON.stringify(journey.problems)}`);
    }],
    ["a watch the host fails ends the page's loop with its error", async () => {
      const journey = framedJourney("watch-until-it-fails", (host) =>
        host.handle("geolocation.watchPosition", async function* () {
          yield position(7);
          throw new BridgeFailure("LOCATION_UNAVAILABLE", "The position is lost");
        }));
      const seen = await journey.finished;
      check(seen === "7/LOCATION_UNAVAILABLE", `the page saw ${seen}`);
      const kinds = sentFor(journey.sent, "geolocation.watchPosition");
      check(kinds.join() === "update,error", `the host sent ${kinds.join()}`);
    }],
  ]);
  return { results };
}

main().then(
  (result) => report(JSON.stringify(result)),
  (error: unknown) => report(JSON.stringify({ error: error instanceof Error ? `${error.message} ${error.stack ?? ""}` : String(error) })),
);
