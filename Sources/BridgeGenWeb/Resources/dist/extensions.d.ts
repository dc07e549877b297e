import type { BlobFields } from "./blobs.js";
import { type Reader } from "./data.js";
import type { JSONObject } from "./runtime.js";
/**
 * The code an extension's typed method rejects with, without sending, when the host's last capability
 * discovery did not declare the capability the method needs (or declared it unsupported). Hosts send
 * it too, for a capability they know but this device cannot provide.
 */
export declare const ExtensionErrorCode: {
    /** The host does not offer the capability the extension's action needs. */
    readonly CAPABILITY_UNAVAILABLE: "CAPABILITY_UNAVAILABLE";
};
/** A code an extension's typed method raises itself, besides the client's own (`ClientErrorCode`). */
export declare type ExtensionErrorCode = (typeof ExtensionErrorCode)[keyof typeof ExtensionErrorCode];
/** Encodes the data of an event the page sends: the generated encoder of its data's type. */
export declare type EventEncoder = (data: never) => object;
/** The capability an extension's action needs, with the version the extension was generated against. */
export interface CapabilityRequirement {
    /** The capability's ID, such as `signature.pad`. */
    capability: string;
    /** Its version in the extension's spec, "major.minor": a host declaring another major cannot serve it. */
    version: string;
}
/**
 * What a generated extension module tells the client about its extension when it installs it, so the
 * client treats the extension's actions, codes and events as it treats its own protocol's.
 */
export interface BridgeExtensionInfo {
    /** The extension's name, such as `SignaturePad`; installing one with the same name again replaces it. */
    name: string;
    /** The extension's version, "major.minor". */
    version: string;
    /** The request actions the extension declares. */
    actions: readonly string[];
    /** Whether each error code the extension declares is recoverable by default. */
    recoverableByDefault: {
        readonly [code: string]: boolean | undefined;
    };
    /** The codes each action documents, for the actions whose spec lists them. */
    actionErrorCodes: {
        readonly [action: string]: readonly string[] | undefined;
    };
    /** The capability each action needs, for the actions whose spec names one. */
    actionCapabilities: {
        readonly [action: string]: CapabilityRequirement | undefined;
    };
    /** How the data of each event the page receives is checked and decoded; events without data have none. */
    eventDecoders: {
        readonly [event: string]: Reader<object> | undefined;
    };
    /** How the data of each event the page sends is encoded, for data with bytes; others go as they are. */
    eventEncoders: {
        readonly [event: string]: EventEncoder | undefined;
    };
    /** Where each action's result may hold blob references, for the actions whose result may. */
    resultBlobFields?: {
        readonly [action: string]: BlobFields | undefined;
    };
}
/** What the host declared of one capability in capability discovery. */
export interface DeclaredCapability {
    /** Whether the host can serve it; `supported: false` means it knows the capability but cannot. */
    supported: boolean;
    /** The version it declared, "major.minor"; undefined when it sent none readable. */
    version: string | undefined;
}
/** Why a request is not sent: the code and message of the BridgeError it rejects with. */
export interface CapabilityRefusal {
    code: string;
    message: string;
}
/**
 * The capabilities a successful discovery result declares, from its `capabilities` member (which
 * the spec format fixes for every protocol), read leniently: an entry is supported only when it says
 * `supported: true`. Undefined when the result has no readable `capabilities`.
 */
export declare function readDeclaredCapabilities(data: JSONObject): ReadonlyMap<string, DeclaredCapability> | undefined;
/**
 * Why `requirement` cannot be met by a host that declared `declared` in its last discovery:
 * CAPABILITY_UNAVAILABLE when the capability is absent or unsupported, VERSION_MISMATCH when its
 * major version differs. Undefined when it can, or when no discovery has answered yet (`declared` is
 * undefined): then the request goes out, and the host answers it or it times out.
 */
export declare function refusal(action: string, requirement: CapabilityRequirement, declared: ReadonlyMap<string, DeclaredCapability> | undefined): CapabilityRefusal | undefined;
/** The extensions installed on one client, looked up by action, event and code. */
export declare class InstalledExtensions {
    private readonly byName;
    /** Adds `extension`, or replaces the one with its name. */
    install(extension: BridgeExtensionInfo): void;
    /** The installed extension that declares the request action `action`. */
    declaring(action: string): BridgeExtensionInfo | undefined;
    /** Whether an installed extension declares `code`, and if so whether it is recoverable by default. */
    recoverable(code: string): boolean | undefined;
    /** The decoder of the data of the event `event`, from the extension that declares it. */
    decoder(event: string): Reader<object> | undefined;
    /** Where the result of `action` may hold blob references, from the extension that declares it. */
    resultBlobFields(action: string): BlobFields | undefined;
    /** The encoder of the data of the event `event`, from the extension that declares it. */
    encoder(event: string): EventEncoder | undefined;
    /**
     * The codes an extension's action may end with, besides the standard ones: those it documents or,
     * when it documents none, those of the protocol (`protocolCodes`) and of the extension; and the
     * extension's own client code, CAPABILITY_UNAVAILABLE. Undefined for an action no extension declares.
     */
    listedCodes(action: string, protocolCodes: readonly string[]): readonly string[] | undefined;
}
