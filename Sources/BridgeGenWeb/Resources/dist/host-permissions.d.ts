/** The permissions the browser names that a capability ID may start with: `camera.document` → `camera`. */
export declare const BROWSER_PERMISSION_NAMES: readonly string[];
/**
 * The permission state `capability` reports when the app sets none: the browser's state of the
 * permission `browserPermissions` names for it (or its ID's first part, by default), once the
 * browser has said; undefined before that, for a permission the browser does not know, or with
 * `browserPermissions: false`.
 */
export declare function permissionStateOf(capability: string, browserPermissions: false | {
    readonly [capability: string]: string;
} | undefined): string | undefined;
/** Starts asking the browser for the permissions of `capabilities`, so that discovery can report them. */
export declare function followPermissions(capabilities: readonly string[], browserPermissions: false | {
    readonly [capability: string]: string;
} | undefined): void;
