#!/usr/bin/env python3
"""Differential of the key map against GNU readline, typed key by key in tmux.

    Fuzz/readline-differential/differential.py record [--count N] [--seed S] [--out FILE]
    Fuzz/readline-differential/differential.py compare [--textfield PATH] [--in FILE]
    Fuzz/readline-differential/differential.py table [--in FILE] [--sample N] [--seed S]

`record` generates N random key sequences from readline's single-line emacs keys (seeded: the
same seed gives the same sequences), types each one key at a time into
`bash --norc --noprofile -c 'read -e -r …'` with INPUTRC=/dev/null in a tmux session, types the
caret marker `|` and Enter, and writes one JSON line per sequence: the keys in emacs notation
and what readline returned (the line with `|` at the caret), or "eof" when C-d on an empty line
ended the input (readline's end of file; a field has none).

`compare` types the same sequences into the built `textfield` prompt the same way and prints the
agreement, on the line with the marker (value and caret) and on the value alone, and each
sequence that differs.

`table` writes a seeded sample of the recording as the Swift test table
Tests/TextFieldCoreTests/ReadlineParityTable.swift (replayed by ReadlineParityTests).

Needs tmux and bash (the readline of bash 5.2 is readline 8.2). Sessions run on a private tmux
socket; nothing else is touched.
"""
import argparse, json, os, random, shutil, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_DATA = os.path.join(HERE, "readline-8.2.jsonl")
TABLE = os.path.join(ROOT, "Tests", "TextFieldCoreTests", "ReadlineParityTable.swift")
MARKER = "|"

# readline's single-line emacs keys (bash 5.2, INPUTRC=/dev/null) that a field claims.
COMMANDS = [
    "C-a", "C-e", "C-b", "C-f", "M-b", "M-f", "C-d", "C-h", "Backspace", "C-k", "C-u", "C-w",
    "M-d", "M-Backspace", "C-y", "M-y", "C-t", "M-t", "C-_", "C-x C-u", "M-u", "M-l", "M-c",
    "Left", "Right", "Home", "End", "Delete",
]
LETTERS = "abcdefghijklmnopqrstuvwxyz"
PRINTABLE = "".join(chr(c) for c in range(0x20, 0x7F) if chr(c) != MARKER)
NAMED = {"Left": "Left", "Right": "Right", "Home": "Home", "End": "End", "Delete": "DC"}


def random_sequence(rng):
    """A list of keys in emacs notation: printable Characters and commands, mixed."""
    keys = []
    for _ in range(rng.randint(3, 24)):
        if rng.random() < 0.55:
            roll = rng.random()
            if roll < 0.6:
                character = rng.choice(LETTERS)
            elif roll < 0.75:
                character = " "
            elif roll < 0.85:
                character = rng.choice(LETTERS.upper())
            else:
                character = rng.choice(PRINTABLE)
            keys.append("Space" if character == " " else character)
        else:
            keys.extend(rng.choice(COMMANDS).split(" "))
    return keys


def tmux_arguments(key):
    """The `tmux send-keys` arguments that type `key` (emacs notation)."""
    if key in NAMED:
        return [NAMED[key]]
    if key == "Backspace":
        return ["-H", "7f"]
    if key == "Space":
        return ["-H", "20"]
    if key == "M-Backspace":
        return ["-H", "1b", "7f"]
    if len(key) == 1:
        return ["-H", "%02x" % ord(key)]
    if key.startswith("C-") and len(key) == 3:
        character = key[2]
        code = 0x1F if character == "_" else ord(character.upper()) - 0x40
        return ["-H", "%02x" % code]
    if key.startswith("M-") and len(key) == 3:
        return ["-H", "1b", "%02x" % ord(key[2])]
    raise ValueError(f"no bytes for key {key!r}")


class Typist:
    """Runs one program per sequence in a tmux session and types the keys into it."""

    def __init__(self, socket, name, command, ready):
        self.socket, self.name, self.command, self.ready = socket, name, command, ready

    def tmux(self, *arguments, check=True):
        return subprocess.run(
            ["tmux", "-L", self.socket, *arguments], capture_output=True, text=True, check=check)

    def run(self, keys, out):
        if os.path.exists(out):
            os.unlink(out)
        for attempt in range(5):
            started = self.tmux("new-session", "-d", "-s", self.name, "-x", "250", "-y", "5",
                                self.command.format(out=out), check=False)
            if started.returncode == 0:
                break
            time.sleep(0.2)
        else:
            raise RuntimeError(f"{self.name}: tmux new-session failed: {started.stderr}")
        deadline = time.time() + 20
        while self.ready not in self.tmux("capture-pane", "-p", "-t", self.name).stdout:
            if time.time() > deadline:
                raise RuntimeError(f"{self.name}: the prompt did not appear")
            time.sleep(0.01)
        # A program that ended early (readline's end of file) takes no more keys.
        for key in keys + [MARKER]:
            if self.tmux("send-keys", "-t", self.name, *tmux_arguments(key), check=False).returncode:
                break
            time.sleep(0.004)
        self.tmux("send-keys", "-t", self.name, "-H", "0d", check=False)
        deadline = time.time() + 20
        while self.tmux("has-session", "-t", self.name, check=False).returncode == 0:
            if time.time() > deadline:
                self.tmux("kill-session", "-t", self.name, check=False)
                raise RuntimeError(f"{self.name}: the program did not end: {keys}")
            time.sleep(0.01)
        with open(out, encoding="utf-8", errors="replace") as file:
            return file.read()


def parallel(items, workers, work, socket):
    """Runs `work(worker, item)` over items on `workers` threads; results in order.

    A session that outlives the others keeps the tmux server up between sequences.
    """
    subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-s", "keepalive", "sleep 86400"],
                   check=True)
    results = [None] * len(items)
    lock = threading.Lock()
    position = [0]

    def loop(worker):
        while True:
            with lock:
                index = position[0]
                position[0] += 1
            if index >= len(items):
                return
            results[index] = work(worker, items[index])

    threads = [threading.Thread(target=loop, args=(n,)) for n in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def record(arguments):
    rng = random.Random(arguments.seed)
    sequences = [random_sequence(rng) for _ in range(arguments.count)]
    socket = f"rldiff-{os.getpid()}"
    work = tempfile.mkdtemp()
    script = os.path.join(work, "read.sh")
    with open(script, "w") as file:
        file.write("IFS= read -e -r -p 'rl> ' line; s=$?\n"
                   "if [ $s -eq 0 ]; then printf '%s' \"$line\"; else printf '\\neof'; fi > \"$1\"\n")
    command = f"env INPUTRC=/dev/null bash --norc --noprofile {script} {{out}}"

    def one(worker, keys):
        typist = Typist(socket, f"rl{worker}", command, "rl>")
        output = typist.run(keys, os.path.join(work, f"out{worker}"))
        return {"keys": keys, "readline": "eof" if output == "\neof" else output}

    try:
        rows = parallel(sequences, arguments.workers, one, socket)
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)
    with open(arguments.out, "w", encoding="utf-8") as file:
        for row in rows:
            file.write(json.dumps(row, ensure_ascii=False) + "\n")
    eof = sum(row["readline"] == "eof" for row in rows)
    print(f"recorded {len(rows)} sequences ({eof} ended by C-d on an empty line) in {arguments.out}")


def load(path):
    with open(path, encoding="utf-8") as file:
        return [json.loads(line) for line in file if line.strip()]


def compare(arguments):
    rows = [row for row in load(arguments.input) if row["readline"] != "eof"]
    textfield = arguments.textfield or os.path.join(ROOT, ".build", "debug", "textfield")
    socket = f"rldiff-{os.getpid()}"
    work = tempfile.mkdtemp()
    command = f"{textfield} --prompt 'tf> ' > {{out}}"

    def one(worker, row):
        typist = Typist(socket, f"tf{worker}", command, "tf>")
        output = typist.run(row["keys"], os.path.join(work, f"out{worker}"))
        return output[:-1] if output.endswith("\n") else output

    try:
        results = parallel(rows, arguments.workers, one, socket)
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)
    same = same_value = 0
    for row, ours in zip(rows, results):
        theirs = row["readline"]
        if ours == theirs:
            same += 1
        else:
            print(f"{' '.join(row['keys'])}\n    readline {theirs!r}\n    textfield {ours!r}")
        if ours.replace(MARKER, "") == theirs.replace(MARKER, ""):
            same_value += 1
    total = len(rows)
    print(f"agreement over {total} sequences: {same} ({100 * same / total:.2f} %) on value and "
          f"caret, {same_value} ({100 * same_value / total:.2f} %) on the value")


def swift_string(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def table(arguments):
    rows = [row for row in load(arguments.input) if row["readline"] != "eof"]
    rng = random.Random(arguments.seed)
    sample = rng.sample(rows, min(arguments.sample, len(rows)))
    lines = []
    for row in sample:
        keys = " ".join(row["keys"])
        lines.append(f"{keys}\t{row['readline']}")
    body = "\n".join("  " + line for line in lines).replace("\\", "\\\\").replace('"""', '\\"""')
    with open(TABLE, "w", encoding="utf-8") as file:
        file.write(
            "// Generated by Fuzz/readline-differential/differential.py table: do not edit.\n"
            f"// {len(sample)} sequences sampled (seed {arguments.seed}) from "
            f"{os.path.basename(arguments.input)}, recorded from\n"
            "// bash 5.2's `read -e` (readline 8.2, INPUTRC=/dev/null): the keys in emacs "
            "notation, a tab, and\n// the line readline returned with `|` typed at the caret.\n\n"
            "/// Key sequences and what GNU readline made of them, one per line.\n"
            f'let readlineParityTable = """\n{body}\n  """\n')
    print(f"wrote {len(sample)} sequences to {TABLE}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    recording = commands.add_parser("record")
    recording.add_argument("--count", type=int, default=2000)
    recording.add_argument("--seed", type=int, default=22)
    recording.add_argument("--out", default=DEFAULT_DATA)
    recording.add_argument("--workers", type=int, default=2)
    comparing = commands.add_parser("compare")
    comparing.add_argument("--in", dest="input", default=DEFAULT_DATA)
    comparing.add_argument("--textfield")
    comparing.add_argument("--workers", type=int, default=2)
    tabling = commands.add_parser("table")
    tabling.add_argument("--in", dest="input", default=DEFAULT_DATA)
    tabling.add_argument("--sample", type=int, default=400)
    tabling.add_argument("--seed", type=int, default=22)
    arguments = parser.parse_args()
    for tool in ("tmux", "bash"):
        if shutil.which(tool) is None:
            sys.exit(f"differential: {tool} is not installed")
    {"record": record, "compare": compare, "table": table}[arguments.command](arguments)


if __name__ == "__main__":
    main()
