// The simulator's server: `node simulate.mjs JOURNEY_URL` serves, on one loopback port, a page
// that frames the journey (on its own origin) and answers it as a host would (simulator.ts, on the
// package's generated iframe host). Node's standard library only: the web developer has Node, and
// the package stays free of dependencies. Spec-independent; bridgegen copies this file unchanged
// into the generated package. Edit it in Sources/BridgeGenWeb/Resources/simulate.mjs.

import { createServer } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const usage = `Usage: node simulate.mjs JOURNEY_URL [--port PORT] [--extension FOLDER]...

Serves a simulated host on http://127.0.0.1:PORT/ (8020 by default; 0 picks a free one) that frames
JOURNEY_URL, the journey's page on its own origin, which is the one origin the host allows. Each
request shows a panel to answer it (success with sample data or a picked file, cancel, an error code,
unsupported, after a delay); every event the host sends has a button; every capability a switch.

  --port PORT           the simulator's port on 127.0.0.1
  --extension FOLDER    also serve an extension's package (its simulator.json and compiled host.js)
  --help                this text

The page runs the packages' compiled modules, which each package ships in its dist/.`;

/** Stops with `message` (and the usage, unless `showUsage` is false), exit status 2. */
function fail(message, showUsage = true) {
  process.stderr.write(`simulate.mjs: ${message}\n${showUsage ? `\n${usage}\n` : ""}`);
  process.exit(2);
}

function parseArguments(argv) {
  const options = { journey: undefined, port: 8020, extensions: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const value = () => {
      index += 1;
      if (index >= argv.length) fail(`${argument} needs a value`);
      return argv[index];
    };
    if (argument === "--help" || argument === "-h") {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    } else if (argument === "--port") {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        fail(`--port takes a port number, not ${argv[index]}`);
      }
      options.port = port;
    } else if (argument === "--extension") {
      options.extensions.push(resolve(value()));
    } else if (argument.startsWith("-")) {
      fail(`unknown option ${argument}`);
    } else if (options.journey === undefined) {
      options.journey = argument;
    } else {
      fail(`one journey URL only; ${argument} is a second`);
    }
  }
  if (options.journey === undefined) fail("give the journey's URL, such as http://localhost:5173/");
  let url;
  try {
    url = new URL(options.journey);
  } catch {
    fail(`${options.journey} is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    fail(`the journey's URL must be http or https: ${url.href}`);
  }
  options.journey = url.href;
  return options;
}

/** A package's description and the folder of its compiled modules (`dist`, or the folder itself). */
function layer(folder) {
  const descriptionPath = join(folder, "simulator.json");
  if (!existsSync(descriptionPath)) {
    fail(`${folder} has no simulator.json: is it a package bridgegen generated?`);
  }
  const modules = [join(folder, "dist"), folder].find((candidate) => existsSync(join(candidate, "host.js")));
  if (!modules) fail(`${folder} has no dist/host.js: regenerate it with bridgegen generate`, false);
  const description = JSON.parse(readFileSync(descriptionPath, "utf8"));
  delete description["//"];
  return { description, modules };
}

const options = parseArguments(process.argv.slice(2));
const base = layer(dirname(fileURLToPath(import.meta.url)));
const extensions = options.extensions.map(layer);
const layers = [base, ...extensions];
const prefixes = layers.map((_, index) => (index === 0 ? "/modules/" : `/extensions/${index}/`));

/** The page: an import map that resolves the packages by name, as a bundler would, and the simulator. */
function page() {
  const config = {
    journey: options.journey,
    layers: layers.map(({ description }, index) => ({
      description,
      hostModule: `${prefixes[index]}host.js`,
    })),
  };
  const imports = { gbgbridge: "/modules/index.js", "gbgbridge/host": "/modules/host.js" };
  // JSON inside a script element: "<" escaped, so no value can close the element.
  const json = (value) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <title>GBGBridge simulator</title>
    <script type="importmap">${json({ imports })}</script>
    <script type="module">
      import { startSimulator } from "/modules/simulator.js";
      startSimulator(${json(config)}).catch((error) => {
        document.body.textContent = "The simulator could not start: " + error.message;
        throw error;
      });
    </script>
  </head>
  <body></body>
</html>
`;
}

const types = { ".js": "text/javascript; charset=utf-8", ".map": "application/json" };

const server = createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
  if (request.method !== "GET" && request.method !== "HEAD") return response.writeHead(405).end();
  if (path === "/") {
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
    return response.writeHead(200, headers).end(page());
  }
  const index = prefixes.findIndex((prefix) => path.startsWith(prefix));
  const folder = layers[index]?.modules;
  const file = folder && normalize(join(folder, decodeURIComponent(path.slice(prefixes[index].length))));
  // Only the compiled modules, and nothing outside their folder.
  if (!file || !file.startsWith(folder + sep) || !(extname(file) in types) || !existsSync(file)) {
    return response.writeHead(404).end();
  }
  const headers = { "content-type": types[extname(file)], "cache-control": "no-store" };
  response.writeHead(200, headers).end(readFileSync(file));
});

server.on("error", (error) => fail(`cannot serve on 127.0.0.1:${options.port}: ${error.message}`, false));
server.listen(options.port, "127.0.0.1", () => {
  const address = `http://127.0.0.1:${server.address().port}/`;
  if (new URL(address).origin === new URL(options.journey).origin) {
    fail("the journey must be on another origin than the simulator: serve it on another port", false);
  }
  process.stdout.write(`GBGBridge simulator for ${options.journey}\nOpen ${address}\n`);
});
