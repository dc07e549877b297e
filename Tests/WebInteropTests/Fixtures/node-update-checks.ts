// Updates and cancellation between the generated client in Node and the Swift host, over stdio:
// BridgeStdioHost with `--nfc-read typed`, whose typed nfc.read handler reports progress, and waits
// on mrz "hang" until it is cancelled (see ScriptedJourneyHost). Run by node-host-run.mjs.

import { GBGBridgeClient, isBridgeError, type NFCReadProgress } from "./gbgbridge/index.js";
import { check, runChecks, type ScenarioResult } from "./checking.js";
import { noteAbout, sentAbout, sleep, type HostWorld } from "./host-world.js";

type ClientWindow = NonNullable<NonNullable<ConstructorParameters<typeof GBGBridgeClient>[0]>["window"]>;

/** The checks, by name, as NodeUpdateTests expects them. */
export async function runHostChecks(world: HostWorld): Promise<{ transport: string; results: ScenarioResult[] }> {
  const client = new GBGBridgeClient({ window: world.window as ClientWindow, requestTimeoutMs: 20_000 });
  const discovered = await client.discoverCapabilities();
  const results = await runChecks([
    [
      "the host agrees to updates and cancels in discovery",
      async () => check(discovered.messageTypes?.join() === "update,cancel", `messageTypes ${String(discovered.messageTypes)}`),
    ],
    [
      "nfc.read progress reaches onProgress, each step in order, before the response",
      async () => {
        const steps: string[] = [];
        let answered = false;
        const result = await client.nfcRead(
          { mrz: "P<UTOERIKSSON<<ANNA<MARIA", dataGroups: ["DG1"] },
          {
            onProgress: (progress: NFCReadProgress) => {
              check(!answered, "progress after the response");
              steps.push(`${progress.step}:${progress.fraction}`);
            },
          },
        );
        answered = true;
        check(result.chipRead === true && result.dataGroups?.join() === "DG1", `result ${JSON.stringify(result)}`);
        check(
          steps.join() === "waitingForChip:0,authenticating:0.25,reading:0.5,verifying:0.9",
          `progress ${steps.join()}`,
        );
        const read = world.received.filter((message) => message.action === "nfc.read").map((message) => message.correlationId);
        const sent = sentAbout(world, read[read.length - 1] ?? "");
        check(sent.join() === "update,update,update,update,response:success", `the host sent ${sent.join()}`);
      },
    ],
    [
      "an AbortSignal on a plain request cancels the host's handler, which sends nothing after",
      async () => {
        const controller = new AbortController();
        const reading = client.nfcRead({ mrz: "hang" }, { signal: controller.signal, onProgress: () => {} });
        await sleep(100);
        controller.abort();
        let error: unknown;
        try {
          await reading;
        } catch (thrown) {
          error = thrown;
        }
        check(isBridgeError(error, "nfc.read") && error.knownCode === "CANCELLED", `rejected with ${String(error)}`);
        const id = isBridgeError(error, "nfc.read") ? error.correlationId : "";
        // Well before the host's own timeout (30 s): only the page's cancel can have stopped it.
        const note = await noteAbout(world, id, 3_000);
        check(note.note === "cancelled", `the handler noted ${note.note}`);
        // Time for anything the handler wrongly sends after (it tries one more progress value) to arrive.
        await sleep(300);
        const sent = sentAbout(world, id);
        check(sent.join() === "response:cancelled", `the host sent ${sent.join()}`);
      },
    ],
  ]);
  return { transport: client.transport?.kind ?? "none", results };
}
