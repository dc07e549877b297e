// Extensions of a protocol, as the client knows them: what a generated extension module installs on
// a client (its codes, its events' decoders and encoders, the capability each action needs), and
// what the host declared in its last capability discovery, which an extension's typed methods check
// before they send. Protocol-agnostic, like runtime.ts; bridgegen copies this file unchanged into the
// generated client. Edit it in Sources/BridgeGenWeb/Resources/extensions.ts.
import { majorVersion, ownMember } from "./data.js";
import { ClientErrorCode } from "./errors.js";
/**
 * The code an extension's typed method rejects with, without sending, when the host's last capability
 * discovery did not declare the capability the method needs (or declared it unsupported). Hosts send
 * it too, for a capability they know but this device cannot provide.
 */
export const ExtensionErrorCode = {
    /** The host does not offer the capability the extension's action needs. */
    CAPABILITY_UNAVAILABLE: "CAPABILITY_UNAVAILABLE",
};
/** Whether `value` is a JSON object, not an array or null. */
function isJSONObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/**
 * The capabilities a successful discovery result declares, from its `capabilities` member (which
 * the spec format fixes for every protocol), read leniently: an entry is supported only when it says
 * `supported: true`. Undefined when the result has no readable `capabilities`.
 */
export function readDeclaredCapabilities(data) {
    const capabilities = ownMember(data, "capabilities");
    if (!isJSONObject(capabilities))
        return undefined;
    const declared = new Map();
    for (const [id, info] of Object.entries(capabilities)) {
        if (!isJSONObject(info))
            continue;
        const version = ownMember(info, "version");
        const supported = ownMember(info, "supported") === true;
        declared.set(id, { supported, version: typeof version === "string" ? version : undefined });
    }
    return declared;
}
/**
 * Why `requirement` cannot be met by a host that declared `declared` in its last discovery:
 * CAPABILITY_UNAVAILABLE when the capability is absent or unsupported, VERSION_MISMATCH when its
 * major version differs. Undefined when it can, or when no discovery has answered yet (`declared` is
 * undefined): then the request goes out, and the host answers it or it times out.
 */
export function refusal(action, requirement, declared) {
    if (!declared)
        return undefined;
    const { capability, version } = requirement;
    const found = declared.get(capability);
    if (!found?.supported) {
        const how = found ? "declared it unsupported" : "did not declare it";
        const message = `${action} needs ${capability}; the host ${how} in its last capability discovery`;
        return { code: ExtensionErrorCode.CAPABILITY_UNAVAILABLE, message };
    }
    if (found.version !== undefined && majorVersion(found.version) !== majorVersion(version)) {
        const message = `${action} needs ${capability} ${version}; the host declares version ${found.version}`;
        return { code: ClientErrorCode.VERSION_MISMATCH, message };
    }
    return undefined;
}
/** The extensions installed on one client, looked up by action, event and code. */
export class InstalledExtensions {
    constructor() {
        this.byName = new Map();
    }
    /** Adds `extension`, or replaces the one with its name. */
    install(extension) {
        this.byName.set(extension.name, extension);
    }
    /** The installed extension that declares the request action `action`. */
    declaring(action) {
        for (const extension of this.byName.values())
            if (extension.actions.includes(action))
                return extension;
        return undefined;
    }
    /** Whether an installed extension declares `code`, and if so whether it is recoverable by default. */
    recoverable(code) {
        for (const extension of this.byName.values()) {
            const recoverable = ownMember(extension.recoverableByDefault, code);
            if (recoverable !== undefined)
                return recoverable;
        }
        return undefined;
    }
    /** The decoder of the data of the event `event`, from the extension that declares it. */
    decoder(event) {
        for (const extension of this.byName.values()) {
            const decode = ownMember(extension.eventDecoders, event);
            if (decode)
                return decode;
        }
        return undefined;
    }
    /** Where the result of `action` may hold blob references, from the extension that declares it. */
    resultBlobFields(action) {
        for (const extension of this.byName.values()) {
            const fields = ownMember(extension.resultBlobFields ?? {}, action);
            if (fields)
                return fields;
        }
        return undefined;
    }
    /** The encoder of the data of the event `event`, from the extension that declares it. */
    encoder(event) {
        for (const extension of this.byName.values()) {
            const encode = ownMember(extension.eventEncoders, event);
            if (encode)
                return encode;
        }
        return undefined;
    }
    /**
     * The codes an extension's action may end with, besides the standard ones: those it documents or,
     * when it documents none, those of the protocol (`protocolCodes`) and of the extension; and the
     * extension's own client code, CAPABILITY_UNAVAILABLE. Undefined for an action no extension declares.
     */
    listedCodes(action, protocolCodes) {
        const extension = this.declaring(action);
        if (!extension)
            return undefined;
        const declared = [...protocolCodes, ...Object.keys(extension.recoverableByDefault)];
        const listed = ownMember(extension.actionErrorCodes, action) ?? declared;
        return [...listed, ...Object.values(ExtensionErrorCode)];
    }
}
