// A Node client of `textfield serve` (docs/serve-protocol.md), with no npm packages: it opens a
// masked phone field, types digits into it, draws the frame as text, submits, and prints the
// value the form gives back.
//
//   node Demos/serve-node/client.mjs [path/to/textfield] [digits]
//
// Exit 0 with the submitted value on the last line; 1 with a message when anything goes wrong.

import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const binary = process.argv[2] ?? process.env.TEXTFIELD ?? "textfield";
const digits = process.argv[3] ?? "5551234567";

/** The server, and a queue of the lines it wrote that no request has taken yet. */
class Server {
  constructor(path) {
    this.child = spawn(path, ["serve"], { stdio: ["pipe", "pipe", "inherit"] });
    this.lines = [];
    this.waiting = null;
    this.nextId = 1;
    this.exited = new Promise((resolve, reject) => {
      this.child.on("error", reject);
      this.child.on("exit", (code) => resolve(code));
    });
    this.exited.catch((error) => this.fail(error));
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      this.lines.push(JSON.parse(line));
      this.wake();
    });
  }

  wake() {
    if (this.waiting && this.lines.length > 0) {
      const resolve = this.waiting.resolve;
      this.waiting = null;
      resolve(this.lines.shift());
    }
  }

  fail(error) {
    if (this.waiting) this.waiting.reject(error);
  }

  nextLine() {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.wake();
    });
  }

  /** Sends `message` with a fresh id; resolves with its events and its reply. */
  async request(message) {
    const id = this.nextId++;
    this.child.stdin.write(JSON.stringify({ ...message, id }) + "\n");
    const events = [];
    const replies = new Set(["hello", "opened", "ok", "frame", "error"]);
    for (;;) {
      const line = await this.nextLine();
      if (line.id !== id) throw new Error(`expected id ${id}, got ${JSON.stringify(line)}`);
      if (replies.has(line.type)) return { events, reply: line };
      events.push(line);
    }
  }

  async close() {
    this.child.stdin.end();
    return this.exited;
  }
}

/** A frame's rows as text, with `|` before the caret's cell (counted in cells, not in UTF-16). */
function draw(frame) {
  return frame.rows.map((runs, y) => {
    const caret = frame.caret && frame.caret[1] === y ? frame.caret[0] : -1;
    let row = "";
    let cells = 0;
    for (const run of runs) {
      if (caret >= cells && caret < cells + run.cells && run.cells === [...run.text].length) {
        const characters = [...run.text];
        row += characters.slice(0, caret - cells).join("") + "|" + characters.slice(caret - cells).join("");
      } else {
        row += (caret === cells ? "|" : "") + run.text;
      }
      cells += run.cells;
    }
    return (caret === cells ? row + "|" : row).trimEnd();
  });
}

async function main() {
  const server = new Server(binary);
  const hello = await server.request({ type: "hello", version: 1 });
  if (hello.reply.type !== "hello") throw new Error(JSON.stringify(hello.reply));
  const spec = { fields: [{ key: "phone", label: "Phone", mask: "+1 ([000]) [000]-[0000]" }] };
  const opened = await server.request({ type: "open", spec });
  if (opened.reply.type !== "opened") throw new Error(JSON.stringify(opened.reply));
  for (const digit of digits) {
    const typed = await server.request({ type: "key", key: digit });
    for (const event of typed.events) {
      if (event.type === "refused") console.log(`refused ${digit}: ${event.message}`);
    }
  }
  const { reply: frame } = await server.request({ type: "render", width: 30, height: 3 });
  for (const row of draw(frame)) console.log(row);
  const { events } = await server.request({ type: "key", key: "Enter" });
  const submitted = events.find((event) => event.type === "submitted");
  if (!submitted) throw new Error(`not submitted: ${JSON.stringify(events)}`);
  const status = await server.close();
  if (status !== 0) throw new Error(`textfield serve exited ${status}`);
  console.log(submitted.values.phone.formatted);
}

main().catch((error) => {
  console.error(`serve-node: ${error.message}`);
  process.exit(1);
});
