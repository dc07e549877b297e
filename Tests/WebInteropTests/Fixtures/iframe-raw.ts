// The page role of the conformance suite, played by hand in a frame on the journey's origin: it
// says hello as the client would, takes the welcome's port, and then relays. What the runner in the
// host page asks it to send ({raw: "send", text}) goes on the port exactly as written; what the host
// sends on the port goes back to the runner ({rawReceived: text}); {raw: "reload"} loads a new
// document, which says hello again.

import { newSessionId, readWelcome, type BridgePort } from "./gbgbridge/handshake.js";

/** Plays the page for the runner in the parent, whose origin is `hostOrigin`. */
export function runRawFrame(hostOrigin: string): void {
  const session = newSessionId();
  let port: BridgePort | undefined;
  addEventListener("message", (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== hostOrigin) return;
    const welcome = readWelcome(event.data);
    if (welcome && welcome.session === session && !port) {
      port = event.ports[0] as unknown as BridgePort;
      port.onmessage = (message) => {
        const data = message.data as unknown;
        const text = typeof data === "string" ? data : (data as { text?: string }).text;
        parent.postMessage({ rawReceived: text ?? null }, hostOrigin);
      };
      parent.postMessage({ rawReady: session }, hostOrigin);
      return;
    }
    const command = event.data as { raw?: string; text?: string };
    if (command.raw === "send" && typeof command.text === "string") port?.postMessage(command.text);
    if (command.raw === "reload") location.reload();
  });
  parent.postMessage({ gbgbridge: "hello", version: "1.1", session }, hostOrigin);
}
