// Times a large document capture on a device, from the call until the page holds the image as a
// Uint8Array: by the blob channel (a client that offers blobs) and inline (`blobs: false`),
// alternately, each with a client of its own. The app answers `documentType: "timing"` with a large
// test image (see README.md beside this file).
import { GBGBridgeClient } from "./gbgbridge/index.js";

const out = document.getElementById("out");
const show = (line) => (out.textContent += line + "\n");

async function capture(options) {
  const client = new GBGBridgeClient(options);
  const terms = (await client.discoverCapabilities()).blobs;
  const start = performance.now();
  const result = await client.cameraDocumentCapture({ documentType: "timing" });
  const elapsed = performance.now() - start;
  client.dispose();
  return { elapsed, size: result.imageData.length, byBlob: terms !== undefined };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

document.getElementById("run").addEventListener("click", async () => {
  const times = { blob: [], inline: [] };
  try {
    for (let round = 0; round < 5; round++) {
      const blob = await capture({});
      const inline = await capture({ blobs: false });
      if (!blob.byBlob) show("The host answered no blob terms: this run is inline both ways.");
      times.blob.push(blob.elapsed);
      times.inline.push(inline.elapsed);
      show(`round ${round + 1}: ${blob.size} bytes, blob ${blob.elapsed.toFixed(1)} ms, inline ${inline.elapsed.toFixed(1)} ms`);
    }
    const ratio = median(times.blob) / median(times.inline);
    show(`median: blob ${median(times.blob).toFixed(1)} ms, inline ${median(times.inline).toFixed(1)} ms, ratio ${ratio.toFixed(2)}×`);
  } catch (error) {
    show(`failed: ${error}`);
  }
});
