// The shared conformance suite (Tests/Conformance, its README is the format) against the iframe
// host, in the browser: this runner plays the app in the host page, through GBGBridgeHost's API, and
// the page through a raw frame on the journey's origin (iframe-raw.ts), which says hello, takes the
// private port and relays text exactly both ways. Scenario time is the host's own clock and timers,
// which the runner moves. Scenarios the host fails today are known failures (below), with why;
// scenarios that need what this host does not have are skipped, with why.

import { GBGBridgeHost, type BridgeProblem, type BridgeReceivedEvent } from "./gbgbridge/host.js";
import { PROTOCOL_VERSION } from "./gbgbridge/index.js";
import { AppDriver, Unplayable } from "./iframe-conformance-app.js";
import { fillPlaceholders, mismatch, type Bindings, type HostIdentity } from "./iframe-conformance-pattern.js";
import { KNOWN_FAILURES } from "./iframe-known-failures.js";
import { journeyURL, waitFor } from "./iframe-host-checks.js";
import { VirtualTimers } from "./iframe-virtual-timers.js";
import { SignaturePadHost } from "./gbgbridge-signature-pad/host.js";

/** One scenario's outcome. */
export interface ConformanceResult {
  name: string;
  /** `passed`, `failed`, `known` (a known failure that still fails), `fixed` (a known failure that passed), `skipped`. */
  status: string;
  detail: string;
}

interface Scenario {
  name: string;
  file: string;
  host: { [key: string]: unknown };
  steps: Array<{ line: number; step: { [key: string]: unknown } }>;
}

const IDENTITY: HostIdentity = { version: PROTOCOL_VERSION, environment: "web" };

/** How long a `receive` waits for a message that has not come yet, in real time. */
const RECEIVE_WAIT_MS = 2_000;

/** Reads every file's scenarios, in the order of the files' paths. */
export function readScenarios(files: ReadonlyArray<{ path: string; text: string }>): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const { path, text } of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    text.split("\n").forEach((line, index) => {
      if (line.trim() === "") return;
      const value = JSON.parse(line) as { [key: string]: unknown };
      if ("generated" in value) return;
      if (typeof value["scenario"] === "string") {
        const host = (value["host"] as { [key: string]: unknown } | undefined) ?? {};
        scenarios.push({ name: value["scenario"], file: path, host, steps: [] });
      } else {
        scenarios[scenarios.length - 1]?.steps.push({ line: index + 1, step: value });
      }
    });
  }
  return scenarios;
}

/** Why this host cannot run `scenario`, or undefined when it can. */
function skipReason(scenario: Scenario): string | undefined {
  if (scenario.host["configuration"]) return "the iframe host has no configuration-based approach";
  const extensions = (scenario.host["extensions"] as string[] | undefined) ?? [];
  const unserved = extensions.filter((name) => name !== "SignaturePad");
  if (unserved.length > 0) return `the runner knows no host module of ${unserved.join(", ")}`;
  if ((scenario.host["transport"] as { blobs?: boolean } | undefined)?.blobs) {
    return "the iframe host serves no URL blobs: bytes travel as transferred buffers instead";
  }
  for (const { step } of scenario.steps) {
    if (step["app"] === "register") return "the iframe host has no capability handlers (the configuration-based approach)";
    if ("fetch" in step) return "the iframe host serves no URL blobs: bytes travel as transferred buffers instead";
    if ("recorded" in step) return "the iframe host's history keeps correlation IDs only, so it holds no data to hide";
  }
  return undefined;
}

/** The page role: the raw frame, and what it relayed. */
class RawPage {
  readonly frame: HTMLIFrameElement;
  readonly received: string[] = [];
  ready = 0;
  readonly journeyOrigin: string;

  constructor(journeyOrigin: string) {
    this.journeyOrigin = journeyOrigin;
    this.frame = document.createElement("iframe");
    addEventListener("message", (event: MessageEvent) => {
      if (event.source !== this.frame.contentWindow || event.origin !== this.journeyOrigin) return;
      const data = event.data as { rawReceived?: string; rawReady?: string };
      if (typeof data.rawReceived === "string") this.received.push(data.rawReceived);
      if (typeof data.rawReady === "string") this.ready += 1;
    });
  }

  /** A new document in the frame, which says hello to whichever host listens now. */
  async load(): Promise<void> {
    const before = this.ready;
    if (!this.frame.isConnected) {
      this.frame.src = journeyURL(this.journeyOrigin, "raw");
      document.body.appendChild(this.frame);
    } else {
      this.command({ raw: "reload" });
    }
    await waitFor(() => this.ready > before, 10_000, "the raw frame's welcome");
    this.received.length = 0;
  }

  send(text: string): void {
    this.command({ raw: "send", text });
  }

  private command(message: object): void {
    this.frame.contentWindow?.postMessage(message, this.journeyOrigin);
  }
}

/** One scenario's run: the host, the app, the page, and what each saw. */
class ScenarioRun {
  readonly host: GBGBridgeHost;
  readonly app: AppDriver;
  readonly clock = new VirtualTimers(1_700_000_000_000);
  readonly problems: BridgeProblem[] = [];
  readonly events: BridgeReceivedEvent[] = [];
  readonly bindings: Bindings = new Map();
  private readonly page: RawPage;
  private matchedMessages = 0;
  private matchedProblems = 0;
  private matchedEvents = 0;
  private pageSent = 0;
  private hostReceived = 0;
  private hostDelivered = 0;
  private detached = false;

  constructor(scenario: Scenario, page: RawPage) {
    this.page = page;
    const options = { ...((scenario.host["options"] as object | undefined) ?? {}), now: () => this.clock.now, timers: this.clock };
    this.host = new GBGBridgeHost({
      frame: page.frame,
      allowedOrigins: [page.journeyOrigin],
      hostVersion: (scenario.host["hostVersion"] as string | undefined) ?? "1.0.0",
      options,
      browserPermissions: false,
      observer: {
        problem: (problem) => {
          if (problem.kind === "deliveryFailed") this.hostDelivered -= 1;
          this.problems.push(problem);
        },
        message: (direction) => {
          if (direction === "received") this.hostReceived += 1;
          else this.hostDelivered += 1;
        },
        event: (event) => this.events.push(event),
      },
    });
    const extensions = (scenario.host["extensions"] as string[] | undefined) ?? [];
    if (extensions.includes("SignaturePad")) new SignaturePadHost(this.host);
    this.app = new AppDriver(this.host);
  }

  /** Lets the host finish what it does without time passing: everything sent has arrived. */
  async settle(): Promise<void> {
    // Once detached, the host hears nothing the page sends.
    const heard = () => this.detached || this.hostReceived >= this.pageSent;
    const quiet = () => heard() && this.page.received.length >= this.hostDelivered;
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await waitFor(quiet, RECEIVE_WAIT_MS, "the host and the page to settle");
    }
  }

  async navigate(): Promise<void> {
    await this.page.load();
    this.pageSent = this.hostReceived;
    this.hostDelivered = 0;
    this.matchedMessages = 0;
  }

  sendText(text: string): void {
    this.pageSent += 1;
    this.page.send(text);
  }

  async step(step: { [key: string]: unknown }): Promise<void> {
    if ("page" in step) {
      this.sendText(JSON.stringify(fillPlaceholders(step["page"], this.bindings, IDENTITY)));
      return this.settle();
    }
    if ("pageText" in step) {
      this.sendText(String(step["pageText"]));
      return this.settle();
    }
    if ("navigate" in step) return this.navigate();
    if ("app" in step) {
      if (step["app"] === "detach") this.detached = true;
      this.app.play(step);
      return this.settle();
    }
    if ("time" in step) {
      this.clock.advance(Number(step["time"]));
      return this.settle();
    }
    if ("receive" in step) {
      await waitFor(() => this.page.received.length > this.matchedMessages, RECEIVE_WAIT_MS, "a message to the page").catch(() => {});
      const text = this.page.received[this.matchedMessages];
      if (text === undefined) throw new Error("the page received nothing");
      this.matchedMessages += 1;
      const problem = mismatch(step["receive"], JSON.parse(text), this.bindings, IDENTITY);
      if (problem) throw new Error(`${problem}\nreceived: ${text}`);
      return;
    }
    if ("receiveNothing" in step) {
      await this.settle();
      const extra = this.page.received.slice(this.matchedMessages);
      if (extra.length > 0) throw new Error(`the page received ${extra.join("\n")}`);
      return;
    }
    if ("problem" in step) {
      await this.settle();
      const problem = this.problems[this.matchedProblems];
      if (!problem) throw new Error("the host reported no problem");
      this.matchedProblems += 1;
      const why = mismatch(step["problem"], problem, this.bindings, IDENTITY, "problem", true);
      if (why) throw new Error(`${why}\nproblem: ${JSON.stringify(problem)}`);
      return;
    }
    if ("appEvent" in step) {
      await this.settle();
      const event = this.events[this.matchedEvents];
      if (!event) throw new Error("the app got no event");
      this.matchedEvents += 1;
      const why = mismatch(step["appEvent"], event, this.bindings, IDENTITY, "appEvent", true);
      if (why) throw new Error(`${why}\nevent: ${JSON.stringify(event)}`);
      return;
    }
    if ("pending" in step) {
      await this.settle();
      const pending = this.host.pendingRequests.map((request) => request.correlationId);
      const why = mismatch(step["pending"], pending, this.bindings, IDENTITY, "pending");
      if (why) throw new Error(`${why}: ${JSON.stringify(pending)}`);
      return;
    }
    if ("history" in step) {
      await this.settle();
      const history = this.host.receivedMessages;
      const why = mismatch(step["history"], history, this.bindings, IDENTITY, "history");
      if (why) throw new Error(`${why}: ${JSON.stringify(history)}`);
      return;
    }
    throw new Error(`unknown step ${JSON.stringify(step)}`);
  }

  /** What no step matched, once the host has settled. */
  async leftovers(): Promise<string[]> {
    await this.settle();
    return [
      ...this.page.received.slice(this.matchedMessages).map((text) => `message ${text}`),
      ...this.problems.slice(this.matchedProblems).map((problem) => `problem ${JSON.stringify(problem)}`),
      ...this.events.slice(this.matchedEvents).map((event) => `app event ${JSON.stringify(event)}`),
    ];
  }
}

async function run(scenario: Scenario, page: RawPage): Promise<string | undefined> {
  const run = new ScenarioRun(scenario, page);
  try {
    await page.load();
    for (const { line, step } of scenario.steps) {
      try {
        await run.step(step);
      } catch (error) {
        if (error instanceof Unplayable) throw error;
        return `${scenario.file}:${line}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    const left = await run.leftovers();
    return left.length === 0 ? undefined : `unmatched at the end:\n${left.join("\n")}`;
  } finally {
    run.host.detach();
  }
}

/** Runs every scenario of `files` against the iframe host, the page on `journeyOrigin`. */
export async function runConformance(
  files: ReadonlyArray<{ path: string; text: string }>,
  journeyOrigin: string,
): Promise<ConformanceResult[]> {
  const page = new RawPage(journeyOrigin);
  const results: ConformanceResult[] = [];
  for (const scenario of readScenarios(files)) {
    const skip = skipReason(scenario);
    if (skip) {
      results.push({ name: scenario.name, status: "skipped", detail: skip });
      continue;
    }
    let failure: string | undefined;
    try {
      failure = await run(scenario, page);
    } catch (error) {
      failure = error instanceof Unplayable ? undefined : String(error);
      if (error instanceof Unplayable) {
        results.push({ name: scenario.name, status: "skipped", detail: error.message });
        continue;
      }
    }
    const known = KNOWN_FAILURES[scenario.name];
    const status = known ? (failure ? "known" : "fixed") : failure ? "failed" : "passed";
    results.push({ name: scenario.name, status, detail: failure ?? known ?? "" });
  }
  return results;
}
