// The consumer's web side, which .ci/consumer-package compiles with `tsc --strict` and runs in Node:
// the base client (`gbgbridge`) and the AddressBook extension's package (`gbgbridge-address-book`,
// generated from Sources/MyBridge/bridge.yaml) installed side by side, a base method and the
// extension's called over one client, against a stand-in host that answers as MyApp's host does.

import { GBGBridgeClient, type BridgeTransport } from "gbgbridge";
import { AddressBookErrorCode, AddressBookExtension, isAddressBookError } from "gbgbridge-address-book";

interface Message {
  correlationId: string;
  type: string;
  payload: { action: string; data?: { [key: string]: unknown } };
}

/** What the stand-in host answers a request with, as MyApp's host does. */
function answer(request: Message): object {
  switch (request.payload.action) {
    case "capability.query": {
      const declared = { supported: true, version: "1.0" };
      const capabilities = { "camera.document": declared, "address.lookup": declared };
      return { status: "success", data: { environment: "ios", hostVersion: "stand-in", capabilities } };
    }
    case "camera.document.capture":
      return { status: "success", data: { imageData: "AQID", width: 2, height: 1 } };
    case "address.lookup":
      return request.payload.data?.["postcode"] === "SW1A 1AA"
        ? { status: "success", data: { addresses: ["10 Downing Street"] } }
        : { status: "error", error: { code: AddressBookErrorCode.ADDRESS_NOT_FOUND, message: "Unknown postcode" } };
    default:
      return { status: "unsupported", error: { code: "UNSUPPORTED_ACTION", message: "Not handled", recoverable: false } };
  }
}

/** Everything the page sent, as the stand-in host received it. */
const received: Message[] = [];
const transport: BridgeTransport = {
  kind: "custom",
  send(json) {
    const message = JSON.parse(json) as Message;
    received.push(message);
    if (message.type !== "request") return;
    const payload = { action: message.payload.action, ...answer(message) };
    const { correlationId } = message;
    setTimeout(() => client.receive({ version: "1.0", correlationId, type: "response", timestamp: Date.now(), payload }), 1);
  },
};
const client = new GBGBridgeClient({ transport, window: {} });
const addressBook = new AddressBookExtension(client);

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

async function main(): Promise<string> {
  const { capabilities } = await client.discoverCapabilities();
  check(capabilities["address.lookup"]?.supported === true, "the extension's capability is declared");
  const photo = await client.cameraDocumentCapture({ side: "back" });
  check(Array.from(photo.imageData).join() === "1,2,3" && photo.mimeType === "image/jpeg", "the base's method, decoded");
  const { addresses } = await addressBook.addressLookup({ postcode: "SW1A 1AA" });
  check(addresses.join() === "10 Downing Street", `the extension's method: ${addresses.join()}`);
  const missing = await addressBook.addressLookup({ postcode: "nowhere" }).catch((error: unknown) => error);
  const known = isAddressBookError(missing, "address.lookup") && missing.knownCode === "ADDRESS_NOT_FOUND";
  check(known && missing.recoverable, "the extension's code, typed and recoverable as it declares");
  addressBook.emit("address.selected", { line: addresses[0] ?? "" });
  const selected = received.find((message) => message.type === "event" && message.payload.action === "address.selected");
  check(selected?.payload.data?.["line"] === "10 Downing Street", "the extension's event reached the host");
  return `${received.length} messages, base and extension, over one client`;
}

// A failure rejects, and Node exits with an error.
main().then((summary) => console.log(`consumer-web: ${summary}`));
