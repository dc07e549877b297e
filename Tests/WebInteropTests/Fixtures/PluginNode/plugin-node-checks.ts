// Progress and streams between the generated client of Tests/PluginAPI in Node and the Swift host,
// over stdio: BridgeStdioHost with `--serve plugin-api`, whose typed handlers are described in
// ScriptedPluginHost. Run by node-host-run.mjs.

import { PluginAPIClient, type Position } from "./gbgbridge/index.js";
import { check, runChecks, type ScenarioResult } from "./checking.js";
import { noteAbout, sentAbout, sleep, within, type HostWorld } from "./host-world.js";

type ClientWindow = NonNullable<NonNullable<ConstructorParameters<typeof PluginAPIClient>[0]>["window"]>;

/** The correlation ID of the last `action` request the host sent anything about. */
function lastRequest(world: HostWorld, action: string): string {
  const ids = world.received.filter((message) => message.action === action).map((message) => message.correlationId);
  return ids[ids.length - 1] ?? "";
}

/**
 * Checks that the page ended the watch `id` after seeing `seen` positions: the host's sequence
 * ended cancelled (its note says how many positions it handed over), and the host sent nothing
 * after its answer to the page's cancel.
 */
async function expectWatchStopped(world: HostWorld, id: string, seen: number): Promise<void> {
  // Well before the host's request timeout (30 s), which a stream outlives anyway.
  const note = await noteAbout(world, id, 3_000);
  const handedOver = /^cancelled after (\d+)$/.exec(note.note);
  check(handedOver !== null, `the host's sequence ended: ${note.note}`);
  // Time for anything the host wrongly sends after its answer to arrive.
  await sleep(300);
  const sent = sentAbout(world, id);
  const updates = sent.filter((type) => type === "update").length;
  check(sent[sent.length - 1] === "response:cancelled", `the host sent ${sent.join()}`);
  check(sent.indexOf("response:cancelled") === sent.length - 1, `more after the answer: ${sent.join()}`);
  check(updates >= seen && updates <= Number(handedOver?.[1]), `${updates} updates, ${seen} seen, ${note.note}`);
}

/** The checks, by name, as NodeUpdateTests expects them. */
export async function runHostChecks(world: HostWorld): Promise<{ transport: string; results: ScenarioResult[] }> {
  const client = new PluginAPIClient({ window: world.window as ClientWindow, requestTimeoutMs: 20_000 });
  const results = await runChecks([
    [
      "the host agrees to updates and cancels in the negotiation",
      async () => {
        const agreed = await client.capabilityQuery({ messageTypes: ["update", "cancel"] });
        check(agreed.messageTypes?.join() === "update,cancel", `messageTypes ${String(agreed.messageTypes)}`);
      },
    ],
    [
      "progress of a request reaches onProgress before its result",
      async () => {
        const satellites: number[] = [];
        let answered = false;
        const position = await client.geolocationGetCurrentPosition(
          {},
          {
            onProgress: (progress) => {
              check(!answered, "progress after the result");
              satellites.push(progress.satellites);
            },
          },
        );
        answered = true;
        check(satellites.join() === "3,5,8", `progress ${satellites.join()}`);
        check(position.coords.latitude === 52.52 && position.coords.altitude === null, JSON.stringify(position));
      },
    ],
    [
      "a listener the host ends ends the page's loop",
      async () => {
        const seen: string[] = [];
        // The host ends the stream at once: the loop must end by itself, long before any timeout.
        await within(
          3_000,
          (async () => {
            for await (const status of client.networkStatusChanges()) seen.push(`${status.connectionType}:${status.connected}`);
          })(),
          "the end of the page's loop",
        );
        check(seen.join() === "wifi:true,cellular:true,none:false", `statuses ${seen.join()}`);
        const sent = sentAbout(world, lastRequest(world, "network.statusChanges"));
        check(sent.join() === "update,update,update,response:success", `the host sent ${sent.join()}`);
      },
    ],
    [
      "a break in the page's loop cancels the watch: the host's sequence ends, and nothing is sent after",
      async () => {
        const latitudes: number[] = [];
        for await (const position of client.geolocationWatchPosition({ enableHighAccuracy: true })) {
          latitudes.push(position.coords.latitude);
          if (latitudes.length === 2) break;
        }
        check(latitudes.join() === "52,52.001", `latitudes ${latitudes.join()}`);
        await expectWatchStopped(world, lastRequest(world, "geolocation.watchPosition"), 2);
      },
    ],
    [
      "an AbortSignal cancels the watch the same way",
      async () => {
        const controller = new AbortController();
        const seen: Position[] = [];
        let code = "none";
        try {
          for await (const position of client.geolocationWatchPosition({}, { signal: controller.signal })) {
            seen.push(position);
            if (seen.length === 3) controller.abort();
          }
        } catch (error) {
          code = String((error as { code?: unknown }).code);
        }
        check(code === "CANCELLED", `the loop ended with ${code}`);
        await expectWatchStopped(world, lastRequest(world, "geolocation.watchPosition"), 3);
      },
    ],
  ]);
  return { transport: client.transport?.kind ?? "none", results };
}
