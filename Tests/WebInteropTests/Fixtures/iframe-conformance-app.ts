// The app's steps of a conformance scenario, through the iframe host's typed API only: handlers per
// answer, slots, custom capabilities, answers by correlation ID, events, permissions and switches.

import { BridgeFailure, GBGBridgeHost, type HostRequest } from "./gbgbridge/host.js";
import { decodeDocumentCaptureResult, decodeNFCReadResult, decodeSelfieCaptureResult } from "./gbgbridge/index.js";
import { decodeSignatureResult } from "./gbgbridge-signature-pad/index.js";

/** One reply of an answer, as a scenario writes it. */
interface Reply {
  status: string;
  data?: object;
  error?: { code: string; message: string; recoverable?: boolean };
}

/** How a scenario says a handler answers. */
type Answer = Reply | Reply[] | "hold" | "none" | { throw: string };

/** The typed form of each base action's result, read from a scenario's JSON as the app would build it. */
const RESULT_READERS: { [action: string]: (value: unknown) => unknown } = {
  "camera.document.capture": (value) => decodeDocumentCaptureResult(value),
  "camera.selfie.capture": (value) => decodeSelfieCaptureResult(value),
  "nfc.read": (value) => decodeNFCReadResult(value),
  "signature.capture": (value) => decodeSignatureResult(value),
};

/** An app step the runner cannot play through this host's API. */
export class Unplayable extends Error {}

/** Plays the app: holds requests until `complete`, and answers as each `answer` says. */
export class AppDriver {
  private readonly host: GBGBridgeHost;
  /** What completes each held request, by correlation ID. */
  private readonly holds = new Map<string, (reply: Reply) => void>();

  constructor(host: GBGBridgeHost) {
    this.host = host;
  }

  /** Plays `step`, whose verb is `step.app`. */
  play(step: { [key: string]: unknown }): void {
    const host = this.host;
    const action = String(step["action"] ?? "");
    switch (step["app"]) {
      case "handle":
        return this.handle(action, step["answer"] as Answer);
      case "unhandle":
        return host.handle(action as "nfc.read", undefined);
      case "custom":
        return this.custom(String(step["capability"]), String(step["version"] ?? "1.0"), step["answer"] as Answer);
      case "complete":
        return this.complete(String(step["request"]), step["answer"] as Reply);
      case "respond": {
        const error = step["error"] as Reply["error"] | undefined;
        return host.respond(String(step["request"]), String(step["status"]), step["data"] as object | undefined, error);
      }
      case "send":
        return host.sendEvent(String(step["event"]), (step["data"] as object | undefined) ?? {});
      case "permission": {
        const slot = host.slot(String(step["capability"]));
        if (!slot) throw new Unplayable(`no slot serves ${String(step["capability"])}`);
        const state = (step["state"] as string | null) ?? undefined;
        const name = step["permission"];
        if (typeof name !== "string") slot.permissionState = state;
        else if (state === undefined) slot.permissions.delete(name);
        else slot.permissions.set(name, state);
        return;
      }
      case "enable": {
        const slot = host.slot(String(step["capability"]));
        if (!slot) throw new Unplayable(`no slot serves ${String(step["capability"])}`);
        slot.isEnabled = step["enabled"] === true;
        return;
      }
      case "detach":
        return host.detach();
      default:
        throw new Unplayable(`the app step ${String(step["app"])} has no counterpart in the iframe host`);
    }
  }

  private handle(action: string, answer: Answer): void {
    const slot = [this.host.documentCapture, this.host.selfieCapture].find((candidate) => candidate.action === action);
    this.host.handle(action as "nfc.read", (request: HostRequest<unknown>) => {
      if (answer === "hold") {
        if (slot) {
          this.holds.set(request.correlationId, (reply) => slot.complete(this.outcome(action, reply) as never));
          return slot.awaitCompletion() as never;
        }
        return new Promise((resolve, reject) => {
          this.holds.set(request.correlationId, (reply) => {
            const outcome = this.outcome(action, reply);
            if (outcome instanceof Error) reject(outcome);
            else resolve(outcome as never);
          });
        });
      }
      if (typeof answer === "object" && "throw" in answer) throw new Error(answer.throw);
      if (Array.isArray(answer) || answer === "none") throw new Unplayable("a typed handler answers once");
      const outcome = this.outcome(action, answer);
      if (outcome instanceof Error) throw outcome;
      return outcome as never;
    });
  }

  private custom(capability: string, version: string, answer: Answer): void {
    this.host.registerCustomCapability(capability, version, (request, respond) => {
      const send = (reply: Reply) => respond(reply.status, reply.data, reply.error);
      if (answer === "none") return undefined;
      if (answer === "hold") {
        return new Promise<void>((resolve) => this.holds.set(request.correlationId, (reply) => resolve(send(reply))));
      }
      if (Array.isArray(answer)) return answer.forEach(send);
      if ("throw" in answer) throw new Error(answer.throw);
      return send(answer);
    });
  }

  private complete(correlationId: string, reply: Reply): void {
    const hold = this.holds.get(correlationId);
    this.holds.delete(correlationId);
    hold?.(reply);
  }

  /** A reply as the typed API gives it: the typed result, or a `BridgeFailure`. */
  private outcome(action: string, reply: Reply): unknown {
    if (reply.status !== "success") {
      const error = reply.error;
      if (!error) throw new Unplayable("a typed handler fails with an error");
      const options = { status: reply.status, ...(error.recoverable === undefined ? {} : { recoverable: error.recoverable }) };
      return new BridgeFailure(error.code, error.message, options);
    }
    const read = RESULT_READERS[action];
    if (!read) return reply.data ?? {};
    try {
      return read(reply.data ?? {});
    } catch {
      return reply.data; // a result of the wrong type, as an app with a loose cast would return it
    }
  }
}
