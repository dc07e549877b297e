// Permission states from the browser's Permissions API, for the capabilities that report one when
// the app sets none. Protocol-agnostic; bridgegen copies this file unchanged into the generated
// package. Edit it in Sources/BridgeGenWeb/Resources/host-permissions.ts.
/** The permissions the browser names that a capability ID may start with: `camera.document` → `camera`. */
export const BROWSER_PERMISSION_NAMES = [
    "camera",
    "microphone",
    "geolocation",
    "notifications",
];
/** The last state the browser reported for each permission name, kept fresh by its change events. */
const known = new Map();
const asked = new Set();
/** The protocol's name of a browser permission state: `prompt` is `notDetermined`. */
function protocolState(state) {
    return state === "prompt" ? "notDetermined" : state;
}
/** Asks the browser once for `name`'s state and follows its changes; nothing without a Permissions API. */
function follow(name) {
    if (asked.has(name))
        return;
    asked.add(name);
    const permissions = globalThis.navigator?.permissions;
    if (!permissions?.query)
        return;
    permissions.query({ name }).then((status) => {
        known.set(name, protocolState(status.state));
        status.onchange = () => known.set(name, protocolState(status.state));
    }, () => known.delete(name));
}
/**
 * The permission state `capability` reports when the app sets none: the browser's state of the
 * permission `browserPermissions` names for it (or its ID's first part, by default), once the
 * browser has said; undefined before that, for a permission the browser does not know, or with
 * `browserPermissions: false`.
 */
export function permissionStateOf(capability, browserPermissions) {
    if (browserPermissions === false)
        return undefined;
    const first = capability.split(".")[0] ?? capability;
    const byPrefix = BROWSER_PERMISSION_NAMES.includes(first) ? first : undefined;
    const name = browserPermissions?.[capability] ?? byPrefix;
    if (name === undefined)
        return undefined;
    follow(name);
    return known.get(name);
}
/** Starts asking the browser for the permissions of `capabilities`, so that discovery can report them. */
export function followPermissions(capabilities, browserPermissions) {
    for (const capability of capabilities)
        permissionStateOf(capability, browserPermissions);
}
