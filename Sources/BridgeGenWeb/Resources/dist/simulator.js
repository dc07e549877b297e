// The simulator's page: frames a developer's journey and answers it as a host would, on the
// generated iframe host, with a panel per request, a button per event the host sends, a switch per
// capability and its permission state, and the message log with sensitive values hidden. Everything
// it shows of the protocol comes from the generated simulator.json of the package and of each
// extension, so it is the same for every spec. simulate.mjs serves it. Spec-independent; bridgegen
// copies this file unchanged into the generated package. Edit it in
// Sources/BridgeGenWeb/Resources/simulator.ts.
import { BridgeFailure } from "./host-protocol.js";
/** What a value shows in the log in place of a sensitive field's. */
export const REDACTED = "<redacted>";
/** The longest string the log shows whole: bytes fields hold megabytes of base64. */
const LOG_STRING_LIMIT = 120;
/** Starts the simulator in `root`: imports each layer's host module and builds the page. */
export async function startSimulator(config, root = document.body) {
    const load = (layer) => import(layer.hostModule);
    const modules = await Promise.all(config.layers.map(load));
    const page = new SimulatorPage(config, root);
    return page.start(modules);
}
/** Makes an element with `className` and `text`. */
function element(tag, className = "", text = "") {
    const made = document.createElement(tag);
    if (className)
        made.className = className;
    if (text)
        made.textContent = text;
    return made;
}
/**
 * A copy of `value` in which every member named in `names`, at any depth, holds `REDACTED`: a
 * sensitive field's name hides its value wherever its type appears (and a namesake's, to be safe).
 */
export function redact(value, names) {
    const isObject = value !== null && typeof value === "object" && !ArrayBuffer.isView(value);
    if (names.length === 0 || !isObject)
        return value;
    if (Array.isArray(value))
        return value.map((element) => redact(element, names));
    const hidden = (key, member) => (names.includes(key) ? REDACTED : redact(member, names));
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, hidden(key, member)]));
}
/** `value` with long strings cut, for the log. */
function shorten(value) {
    if (typeof value === "string" && value.length > LOG_STRING_LIMIT) {
        return `${value.slice(0, LOG_STRING_LIMIT)}… (${value.length} characters)`;
    }
    if (value instanceof Uint8Array)
        return `${value.byteLength} bytes`;
    if (Array.isArray(value))
        return value.map(shorten);
    if (value !== null && typeof value === "object") {
        return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, shorten(member)]));
    }
    return value;
}
/** Sets `value` at the dotted path `path` of `target`: a picked file goes to one place. */
function setPath(target, path, value) {
    const keys = path.split(".");
    let node = target;
    for (const key of keys.slice(0, -1)) {
        if (node === null || typeof node !== "object")
            return false;
        node = node[key];
    }
    const last = keys[keys.length - 1];
    if (node === null || typeof node !== "object" || last === undefined)
        return false;
    node[last] = value;
    return true;
}
const STYLE = `
body { margin: 0; font: 14px system-ui, sans-serif; display: grid;
  grid-template-columns: minmax(320px, 1fr) 460px; height: 100vh; }
iframe { width: 100%; height: 100%; border: 0; border-right: 1px solid #ccc; }
aside { overflow: auto; padding: 8px 12px; }
h2 { font-size: 15px; margin: 14px 0 6px; }
section.request, div.event, div.capability {
  border: 1px solid #ccc; border-radius: 6px; padding: 6px; margin: 6px 0; }
section.request.ended { opacity: 0.5; }
textarea { width: 100%; box-sizing: border-box; font: 12px monospace; min-height: 70px; }
pre { font: 12px monospace; white-space: pre-wrap; word-break: break-all; margin: 4px 0; }
ol.log { font: 12px monospace; padding-left: 28px; overflow-wrap: anywhere; }
ol.log li.problem { color: #a40; }
.hint { color: #666; font-size: 12px; }
`;
/** The page: the journey's frame, and beside it the panels that answer it. */
class SimulatorPage {
    constructor(config, root) {
        this.actions = new Map();
        this.events = new Map();
        this.requests = element("div", "requests");
        this.log = element("ol", "log");
        this.config = config;
        this.root = root;
        for (const { description } of config.layers) {
            for (const [id, action] of Object.entries(description.actions))
                this.actions.set(id, action);
            for (const [name, event] of Object.entries(description.events))
                this.events.set(name, event);
        }
    }
    /** Makes the host from the layers' modules, answers every action, and lays the page out. */
    start(modules) {
        const [base, ...extensions] = this.config.layers;
        if (!base)
            throw new Error("The simulator needs the protocol's description");
        const frame = element("iframe");
        frame.title = "The journey";
        frame.allow = "camera; microphone";
        const hostClass = base.description.hostClass;
        const Host = modules[0]?.[hostClass];
        if (typeof Host !== "function")
            throw new Error(`${base.hostModule} exports no ${hostClass}`);
        const host = new Host({
            frame,
            allowedOrigins: [new URL(this.config.journey).origin],
            hostVersion: "simulator",
            // The developer answers; the simulator never answers TIMEOUT behind their back.
            options: { requestTimeoutMs: null },
            observer: {
                message: (direction, text) => this.logMessage(direction, text),
                problem: (problem) => this.logLine(`problem ${problem.kind}: ${problem.message}`, "problem"),
                session: (origin) => this.logLine(`new session with ${origin}`),
            },
        });
        extensions.forEach((layer, index) => {
            const extensionClass = layer.description.hostClass;
            const Extension = modules[index + 1]?.[extensionClass];
            if (typeof Extension !== "function") {
                throw new Error(`${layer.hostModule} exports no ${extensionClass}`);
            }
            new Extension(host);
        });
        for (const [id, action] of this.actions)
            host.setHandler(id, this.handler(id, action));
        const style = element("style");
        style.textContent = STYLE;
        const aside = element("aside");
        const named = this.config.layers.map(({ description: { name, version } }) => `${name} ${version}`);
        const title = named.join(", ");
        aside.append(element("h1", "", `Simulated host: ${title}`), element("p", "hint", `Journey: ${this.config.journey}`), element("h2", "", "Requests"), this.requests, element("h2", "", "Events to the page"), ...this.eventButtons(host), element("h2", "", "Capabilities"), ...this.capabilitySwitches(host, base.description.permissionStates ?? []), element("h2", "", "Message log"), this.log);
        this.root.append(style, frame, aside);
        frame.src = this.config.journey;
        return host;
    }
    /** A handler that shows the request in a panel and answers as the developer clicks. */
    handler(id, action) {
        return (request) => new Promise((resolve, reject) => {
            const panel = this.requestPanel(id, action, request, resolve, reject);
            this.requests.append(panel);
            request.signal.addEventListener("abort", () => {
                const reason = request.signal.reason;
                const code = reason instanceof BridgeFailure ? reason.code : "aborted";
                this.endPanel(panel, `Ended without an answer: ${code}`);
            });
        });
    }
    /** The panel of one request: its data, the sample result to edit, files for its bytes, and the answers. */
    requestPanel(id, action, request, resolve, reject) {
        const panel = element("section", "request");
        panel.dataset["action"] = id;
        panel.dataset["correlationId"] = request.correlationId;
        const shown = JSON.stringify(shorten(redact(request.data, action.sensitiveRequestFields)), null, 1);
        panel.append(element("strong", "", id), element("pre", "", shown));
        const result = element("textarea", "result");
        result.value = JSON.stringify(action.result, null, 2);
        panel.append(element("div", "hint", "Result (JSON, bytes as base64):"), result);
        const files = new Map();
        for (const field of action.bytesFields) {
            const picker = element("input", "file");
            picker.type = "file";
            picker.dataset["field"] = field;
            picker.addEventListener("change", async () => {
                const file = picker.files?.[0];
                if (file)
                    files.set(field, new Uint8Array(await file.arrayBuffer()));
                else
                    files.delete(field);
            });
            const label = element("label", "hint", `${field} from a file: `);
            label.append(picker);
            panel.append(label);
        }
        const delay = element("input", "delay");
        delay.type = "number";
        delay.min = "0";
        delay.value = "0";
        const code = element("select", "error-code");
        for (const error of action.errors)
            code.append(new Option(error, error));
        const status = element("div", "hint");
        const answer = (make) => {
            let outcome;
            try {
                outcome = make();
            }
            catch (problem) {
                status.textContent = `Not sent: ${problem instanceof Error ? problem.message : String(problem)}`;
                return;
            }
            const milliseconds = Math.max(0, Number(delay.value) || 0);
            this.endPanel(panel, milliseconds > 0 ? `Answering in ${milliseconds} ms` : "Answered");
            const send = () => ("result" in outcome ? resolve(outcome.result) : reject(outcome.failure));
            setTimeout(send, milliseconds);
        };
        const button = (kind, label, make) => {
            const made = element("button", "", label);
            made.dataset["answer"] = kind;
            made.addEventListener("click", () => answer(make));
            return made;
        };
        const unavailable = "CAPABILITY_UNAVAILABLE";
        const unsupportedCode = action.errors.includes(unavailable) ? unavailable : "UNSUPPORTED_ACTION";
        const buttons = element("div", "answers");
        buttons.append(button("success", "Success", () => {
            const value = JSON.parse(result.value);
            for (const [field, bytes] of files)
                setPath(value, field, bytes);
            return { result: value };
        }), button("cancelled", "Cancel", () => {
            return { failure: BridgeFailure.cancelled("Cancelled in the simulator") };
        }), button("unsupported", "Unsupported", () => {
            const status = { status: "unsupported" };
            return { failure: new BridgeFailure(unsupportedCode, "Unsupported in the simulator", status) };
        }));
        if (action.errors.length > 0) {
            buttons.append(code, button("error", "Error", () => {
                return { failure: new BridgeFailure(code.value, `${code.value} from the simulator`) };
            }));
        }
        const delayLabel = element("label", "hint", " after ms: ");
        delayLabel.append(delay);
        buttons.append(delayLabel);
        panel.append(buttons, status);
        return panel;
    }
    /** Marks a request's panel as done: its buttons stop answering. */
    endPanel(panel, text) {
        if (panel.classList.contains("ended"))
            return;
        panel.classList.add("ended");
        panel.querySelectorAll("button, input, select, textarea").forEach((control) => {
            control.disabled = true;
        });
        panel.append(element("div", "outcome", text));
    }
    /** A button, with its editable data, for every event the host may send. */
    eventButtons(host) {
        const sent = [...this.events].filter(([, event]) => event.direction !== "webToNative");
        return sent.map(([name, event]) => {
            const row = element("div", "event");
            row.dataset["event"] = name;
            const data = element("textarea", "data");
            data.value = JSON.stringify(event.data ?? {}, null, 2);
            const status = element("div", "hint");
            const send = element("button", "", `Send ${name}`);
            send.addEventListener("click", () => {
                try {
                    host.sendEvent(name, JSON.parse(data.value));
                    status.textContent = "Sent";
                }
                catch (problem) {
                    status.textContent = `Not sent: ${problem instanceof Error ? problem.message : String(problem)}`;
                }
            });
            row.append(send, element("span", "hint", ` ${event.description ?? ""}`), data, status);
            return row;
        });
    }
    /** A switch per capability (declared supported or not) and, where it reports one, its permission state. */
    capabilitySwitches(host, states) {
        const layers = this.config.layers;
        const capabilities = layers.flatMap((layer) => Object.entries(layer.description.capabilities));
        return capabilities.map(([id, capability]) => {
            const row = element("div", "capability");
            row.dataset["capability"] = id;
            const supported = element("input", "supported");
            supported.type = "checkbox";
            supported.checked = true;
            const slot = host.slot(id);
            const actions = [...this.actions].filter(([, action]) => action.capability === id);
            supported.addEventListener("change", () => {
                if (slot) {
                    slot.isEnabled = supported.checked;
                    return;
                }
                for (const [action, about] of actions) {
                    host.setHandler(action, supported.checked ? this.handler(action, about) : undefined);
                }
            });
            const label = element("label", "", ` ${id} ${capability.version} supported`);
            label.prepend(supported);
            row.append(label);
            if (capability.reportsPermission && slot) {
                const permission = element("select", "permission");
                const options = states.map((state) => new Option(state, state));
                permission.append(new Option("the browser's", ""), ...options);
                permission.addEventListener("change", () => {
                    slot.permissionState = permission.value === "" ? undefined : permission.value;
                });
                const permissionLabel = element("label", "hint", " permission: ");
                permissionLabel.append(permission);
                row.append(permissionLabel);
            }
            if (slot)
                row.append(...this.namedPermissions(slot, capability.permissions ?? [], states));
            return row;
        });
    }
    /** A choice per named permission of a slot's capability: not reported, or one of `states`. */
    namedPermissions(slot, names, states) {
        return names.map((name) => {
            const select = element("select", "named-permission");
            select.dataset["permission"] = name;
            select.append(new Option("not reported", ""), ...states.map((state) => new Option(state, state)));
            select.addEventListener("change", () => {
                if (select.value === "")
                    slot.permissions.delete(name);
                else
                    slot.permissions.set(name, select.value);
            });
            const label = element("label", "hint", ` ${name}: `);
            label.append(select);
            return label;
        });
    }
    /**
     * Logs a message in one line, with its sensitive values hidden and its long strings cut: its
     * direction, type, action, status and correlation ID, then its data or error as JSON.
     */
    logMessage(direction, text) {
        const arrow = direction === "received" ? "page → host" : "host → page";
        let message;
        try {
            message = JSON.parse(text);
        }
        catch {
            return this.logLine(`${arrow} ${String(shorten(text))}`);
        }
        const payload = message.payload ?? {};
        const name = typeof payload.action === "string" ? payload.action : "";
        const data = redact(payload.data, this.sensitiveNames(message.type, name));
        const parts = [arrow, message.type, name, payload.status, `[${String(message.correlationId)}]`];
        const body = payload.error ?? data;
        const shown = parts.filter((part) => typeof part === "string" && part !== "").join(" ");
        this.logLine(body === undefined ? shown : `${shown} ${JSON.stringify(shorten(body))}`);
    }
    /** The names of the sensitive fields in the data of a message of `type` about `name`. */
    sensitiveNames(type, name) {
        if (type === "event")
            return this.events.get(name)?.sensitiveFields ?? [];
        const action = this.actions.get(name);
        if (!action)
            return [];
        return type === "request" ? action.sensitiveRequestFields : action.sensitiveResultFields;
    }
    logLine(text, className = "") {
        this.log.append(element("li", className, text));
    }
}
