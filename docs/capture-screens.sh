#!/bin/sh
# Regenerates docs/SCREENS.md: runs each demo in an 80x24 tmux pane, types some input, and
# captures the screen. Usage: swift build && docs/capture-screens.sh [.build/debug]
set -eu
bin=${1:-.build/debug}
out=docs/SCREENS.md
name=tfk-screens
. docs/tmux-capture.sh
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$sockets"*' EXIT
block() {
  printf '\n## %s\n\n%s\n\n```text\n' "$1" "$2" >> "$out"
  tmux_ capture-pane -p -t 0 | sed -e 's/[[:space:]]*$//' >> "$out"
  printf '```\n' >> "$out"
}
printf '# Screens\n\nCaptured from the real terminal (tmux 3.3a, 80x24) by `docs/capture-screens.sh`.\n' > "$out"

type_demo_form "$bin"
block "demo-form" "\`swift run demo-form\` after typing a name, vowels (\`b\` refused), a +44 phone, a card, an expiry date, a phone number for any country (its region at the right), an amount in euros, and 31 February: the \`2\` of \`02\` is refused with its reason."

start 80 24 "$bin/mask-playground"
wait_for "F2 strategy"
tmux_ send-keys -t 0 Tab; tmux_ send-keys -t 0 -l '+44 [0000] [000000]; +7 ([000]) [000]-[00]-[00]'
tmux_ send-keys -t 0 F3 Tab Tab; tmux_ send-keys -t 0 -l '+4479111'
wait_for 'Formatted: +44 7911 1'
block "mask-playground" "\`swift run mask-playground\` with two affine formats, autocomplete off (F3), after typing \`+4479111\`."
tmux_ send-keys -t 0 Up Up Up C-u; tmux_ send-keys -t 0 -l '+1 ([000]) [00x]-[0000]'
wait_for 'Format:    +1 ([000]) [00x]-[0000]'
block "mask-playground: a malformed format" "The same session with an \`x\` in a \`[]\` block of the format: the error points at it."

start 80 24 "$bin/mask-playground --format @phone"
wait_for "F2 strategy"
tmux_ send-keys -t 0 Tab Tab Tab; tmux_ send-keys -t 0 -l '+442079460958'
wait_for 'Value:     +442079460958'
block "mask-playground: a field type" "\`swift run mask-playground --format @phone\` after typing \`+442079460958\`: a format that starts with \`@\` tries a field type (\`@phone US\`, \`@number de_DE\`, \`@currency EUR de_DE\`, \`@date dd/MM/yyyy\`)."

start 80 24 "$bin/embedded-prompt"
wait_for "Contacts"
tmux_ send-keys -t 0 a; tmux_ send-keys -t 0 -l 'Ann Lee'; tmux_ send-keys -t 0 Enter
wait_for 'Phone for Ann Lee'
tmux_ send-keys -t 0 -l '5551234567'; tmux_ send-keys -t 0 Enter
wait_for 'Added Ann Lee.'
tmux_ send-keys -t 0 a; tmux_ send-keys -t 0 -l 'Bob'; tmux_ send-keys -t 0 Enter
wait_for 'Phone for Bob'
tmux_ send-keys -t 0 -l '+7912'
wait_for 'Phone: +7 (912'
block "embedded-prompt" "\`swift run embedded-prompt\`: one contact added, the masked phone prompt open for a second one."
tmux_ kill-server
