// SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
// SPDX-License-Identifier: MIT
//
// Runs a gate script in MicroPython's WebAssembly port: a 32-bit MicroPython, so its heap
// holds objects of the badge's sizes (4-byte words, 16-byte blocks), where the unix port's
// words are 8 bytes. Used by tests/test_budget.py and the bench (see tests/wasm.py).
//
//   node wasm_run.mjs job.json
//
// job.json: {"module": path of micropython.mjs, "folders": [folders copied into the port's
// in-memory file system, each at its own path], "root": a folder copied to its root (as the
// CIRCUITPY drive is the badge's), "path": [sys.path entries, first first], "cwd": folder to
// start in, "script": the script to run}. The script's output goes to
// stdout; the exit status is 1 if it raised (SystemExit included, as harness.fail does).
// If the script leaves a function "step" in its globals, it is called, each call from here,
// until it returns False: this port collects garbage only between calls from JavaScript.

import fs from "fs";
import path from "path";
import url from "url";

const job = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const { loadMicroPython } = await import(url.pathToFileURL(job.module).href);
const mp = await loadMicroPython({
  heapsize: 1024 * 1024,
  linebuffer: false,
  stdout: (data) => process.stdout.write(data),
});

function copy(source, target) {
  mp.FS.mkdirTree(target);
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = target + "/" + entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "__pycache__") copy(from, to);
    } else if (entry.isFile()) {
      mp.FS.writeFile(to, fs.readFileSync(from));
    }
  }
}

for (const folder of job.folders) copy(folder, folder);
if (job.root) copy(job.root, "/");
const setup = "import sys, os\nsys.path[:0] = " + JSON.stringify(job.path) +
  "\nos.chdir(" + JSON.stringify(job.cwd) + ")\n";
try {
  mp.runPython(setup);
  mp.runPython(fs.readFileSync(job.script, "utf8"));
  if (mp.globals.get("step")) {
    mp.runPython("import gc");
    do {
      mp.runPython("more = step()");
      // A collection asked for between calls is made once the call is over, when no C
      // stack is left to scan. One collection does not always free all there is to free
      // (after a 4x4 game a second one freed 17 KB more): collections until nothing more is
      // freed, so that the next step starts on a fully collected heap.
      let before = Infinity;
      for (let i = 0; i < 8; i++) {
        mp.runPython("gc.collect()");
        const now = mp.runPython("gc.mem_alloc()");
        if (now >= before) break;
        before = now;
      }
    } while (mp.globals.get("more"));
  }
} catch (error) {
  if (error.name !== "PythonError") throw error;
  process.stdout.write(error.message + "\n");
  process.exit(1);
}
