// Checks of the client generated from edge-cases.yaml, run by Node: what the shipped spec does not
// have, such as wire names, bytes and defaults nested in arrays and maps, bytes in what the page
// sends, and error codes of one action only. Prints a report like transport-checks.ts's.

import {
  BridgeDataError,
  EdgeBridgeClient,
  decodeCaptureImage,
  isBridgeError,
  type BridgeWindow,
} from "./gbgbridge/index.js";
import { check, runChecks } from "./checking.js";

/** The bytes of `value`, as a list to compare; undefined when it is not a Uint8Array. */
function listed(value: unknown): string | undefined {
  return value instanceof Uint8Array ? Array.from(value).join() : undefined;
}

/** The BridgeDataError `read` throws; fails when it throws nothing or something else. */
function dataError(read: () => unknown): BridgeDataError {
  try {
    read();
  } catch (error) {
    if (error instanceof BridgeDataError) return error;
    throw error;
  }
  throw new Error("the data was accepted");
}

/** A client on an Android-like window, with what it sent and a way to answer its requests. */
function androidPage() {
  const sent: Array<{ correlationId: string; payload: { action: string; data: unknown } }> = [];
  const win: BridgeWindow = { GBGBridge: { postMessage: (json: string) => sent.push(JSON.parse(json)) } };
  const client = new EdgeBridgeClient({ window: win });
  const answer = (index: number, payload: object) =>
    win.GBGBridge?.receive?.({ version: "1.0", correlationId: sent[index]?.correlationId, type: "response", timestamp: 1, payload });
  return { client, sent, answer };
}

const checks: Array<[string, () => Promise<void>]> = [
  ["wire names, nested maps and arrays, and nested defaults are decoded", async () => {
    const image = decodeCaptureImage(
      {
        "image-data": "AAE=",
        layers: { "1": ["x"] },
        extras: [{ k: null }],
        thumbnails: [{ data: "AQI=" }, { data: "", scale: 0.5 }],
        newerField: true,
      },
      "result",
    );
    check(listed(image["image-data"]) === "0,1", `image-data ${listed(image["image-data"])}`);
    check(image.layers?.["1"]?.[0] === "x" && image.extras?.[0]?.["k"] === null, `layers and extras ${JSON.stringify(image)}`);
    check(listed(image.thumbnails?.[0]?.data) === "1,2" && image.thumbnails?.[0]?.scale === 1, "a nested default");
    check(image.thumbnails?.[1]?.scale === 0.5 && !("newerField" in image), "a nested value, and no unknown field");
  }],
  ["problems are named by wire name, index and map key", async () => {
    const cases: Array<[unknown, string]> = [
      [{ "image-data": 1 }, 'result["image-data"]: expected a string, found the number 1'],
      [{ "image-data": "", thumbnails: [{ data: "" }, { data: 5 }] }, "result.thumbnails[1].data: expected a string"],
      [{ "image-data": "", layers: { "a.b": [3] } }, 'result.layers["a.b"][0]: expected a string, found the number 3'],
      [{ "image-data": "", thumbnails: [{}] }, "result.thumbnails[0].data: required key is missing"],
      [{ "image-data": "", extras: [{ k: NaN }] }, 'result.extras[0]["k"]: expected a JSON value, found the number NaN'],
    ];
    for (const [json, expected] of cases) {
      const error = dataError(() => decodeCaptureImage(json, "result"));
      check(error.message.startsWith(expected), `${error.message} instead of ${expected}`);
    }
  }],
  ["requests and events go out with bytes as base64 and the rest as written", async () => {
    const { client, sent } = androidPage();
    void client.labelPrint({
      text: "hi",
      logo: Uint8Array.of(1, 2, 3),
      stamps: { a: Uint8Array.of(255) },
      blocks: [{ "image-bytes": Uint8Array.of(0) }],
    }).catch(() => undefined);
    client.emit("page.closed", { snapshot: Uint8Array.of(1) });
    client.emit("session.ping");
    const expected = [
      { text: "hi", logo: "AQID", stamps: { a: "/w==" }, blocks: [{ "image-bytes": "AA==" }] },
      { snapshot: "AQ==" },
      {},
    ];
    check(JSON.stringify(sent.map((message) => message.payload.data)) === JSON.stringify(expected), JSON.stringify(sent));
    client.dispose();
  }],
  ["an action's codes are its own and the standard ones", async () => {
    const { client, answer } = androidPage();
    const outcomes = [client.labelPrint({ text: "a" }), client.labelPrint({ text: "b" }), client.labelPrint({ text: "c" })];
    answer(0, { action: "label.print", status: "success", data: { printed: true } });
    answer(1, { action: "label.print", status: "error", error: { code: "PAPER_JAM", message: "jammed", recoverable: true } });
    answer(2, { action: "label.print", status: "error", error: { code: "LENS_DIRTY", message: "dirty", recoverable: true } });
    const [printed, jammed, other] = await Promise.allSettled(outcomes);
    check(printed?.status === "fulfilled" && printed.value.printed, "the label was printed");
    const reason = (result: PromiseSettledResult<unknown> | undefined) => (result?.status === "rejected" ? result.reason : undefined);
    const jam = reason(jammed);
    check(isBridgeError(jam, "label.print") && jam.knownCode === "PAPER_JAM", `jammed ${String(jam)}`);
    const lens = reason(other);
    check(isBridgeError(lens, "label.print") && lens.code === "LENS_DIRTY" && lens.knownCode === undefined, `lens ${String(lens)}`);
    check(isBridgeError(lens) && lens.knownCode === undefined, "the action's known codes, not every known code");
    client.dispose();
  }],
];

runChecks(checks).then((results) => console.log(JSON.stringify({ transport: "none", results })));
