import type { BridgeIframeHost } from "./host-runtime.js";
/** One action of simulator.json: what the app answers, and where its bytes and secrets are. */
export interface SimulatedAction {
    description?: string;
    capability?: string;
    /** The codes the action documents. */
    errors: string[];
    /** A sample result in its wire form, bytes as base64. */
    result: unknown;
    /** Dotted paths of the result's bytes fields, each of which takes a picked file. */
    bytesFields: string[];
    /** Wire names of the sensitive fields the request may hold, at any depth. */
    sensitiveRequestFields: string[];
    /** Wire names of the sensitive fields the result may hold, at any depth. */
    sensitiveResultFields: string[];
}
/** One event of simulator.json. */
export interface SimulatedEvent {
    description?: string;
    direction: "nativeToWeb" | "webToNative" | "both";
    /** A sample of the data, for events the host sends. */
    data?: unknown;
    /** Wire names of the sensitive fields the data may hold, at any depth. */
    sensitiveFields: string[];
}
/** One capability of simulator.json. */
export interface SimulatedCapability {
    description?: string;
    version: string;
    reportsPermission: boolean;
    /** The names of the permissions it reports one by one (the spec's `permissions`). */
    permissions?: string[];
}
/** simulator.json: what the page knows of a protocol or an extension. */
export interface SimulatorDescription {
    name: string;
    version: string;
    /** The class the layer's host.js exports: the host, or the extension's installer. */
    hostClass: string;
    /** The permission states `capability.query` may report (the protocol's only). */
    permissionStates?: string[];
    capabilities: {
        [id: string]: SimulatedCapability;
    };
    actions: {
        [id: string]: SimulatedAction;
    };
    events: {
        [name: string]: SimulatedEvent;
    };
}
/** What simulate.mjs tells the page: the journey, and each layer's description and host module. */
export interface SimulatorConfig {
    /** The journey's URL; its origin is the one allowed. */
    journey: string;
    /** The protocol first, then each extension. */
    layers: Array<{
        description: SimulatorDescription;
        hostModule: string;
    }>;
}
/** What a value shows in the log in place of a sensitive field's. */
export declare const REDACTED = "<redacted>";
/** Starts the simulator in `root`: imports each layer's host module and builds the page. */
export declare function startSimulator(config: SimulatorConfig, root?: HTMLElement): Promise<BridgeIframeHost>;
/**
 * A copy of `value` in which every member named in `names`, at any depth, holds `REDACTED`: a
 * sensitive field's name hides its value wherever its type appears (and a namesake's, to be safe).
 */
export declare function redact(value: unknown, names: readonly string[]): unknown;
