// The journey the simulator frames in SimulatorChromiumTests, on another origin than the
// simulator's page (`?host=` is that origin): the generated client, asking for one thing at a time
// while simulator-driver.mjs answers by clicking in the simulator. It tells its own server what it
// received (POST /report), since the driver cannot read a frame of another origin.

import { GBGBridgeClient, isBridgeError } from "./gbgbridge/index.js";

/** The MRZ the journey sends to nfc.read: sensitive, so the simulator's log must never show it. */
export const SECRET_MRZ = "P<UTOERIKSSON<<ANNA<MARIA<<<SECRET";

const hostOrigin = new URL(location.href).searchParams.get("host") ?? "";
const bridge = new GBGBridgeClient({ allowedOrigins: [hostOrigin], requestTimeoutMs: 120_000 });

function report(step: string, value: unknown): void {
  void fetch("/report", { method: "POST", body: JSON.stringify({ step, value }) });
}

/** What a request ended with: its result, or its error's status, code and recoverability. */
async function outcome(request: () => Promise<unknown>): Promise<unknown> {
  try {
    return { result: await request() };
  } catch (error) {
    if (!isBridgeError(error)) return { thrown: String(error) };
    return { status: error.status, code: error.code, recoverable: error.recoverable };
  }
}

bridge.on("host.orientation", (data) => report("orientation", data));
bridge.on("host.foreground", () => {
  void bridge.discoverCapabilities().then((discovery) => report("rediscovery", discovery));
});

async function main(): Promise<void> {
  report("discovery", await bridge.discoverCapabilities());
  const capture = await outcome(async () => {
    const result = await bridge.cameraDocumentCapture({ side: "front" });
    return { ...result, imageData: Array.from(result.imageData) };
  });
  report("document", capture);
  report("nfc", await outcome(() => bridge.nfcRead({ mrz: SECRET_MRZ })));
  report("selfie", await outcome(() => bridge.cameraSelfieCapture({})));
  const signature = await bridge.request("signature.capture", { signerName: "Ada" });
  report("signature", { status: signature.status, data: signature.data });
  report("delayed", await outcome(() => bridge.cameraDocumentCapture({ side: "back" })));
}

main().catch((error: unknown) => report("failed", String(error)));
