#!/bin/sh
# Regenerates the README's pictures, docs/images/prompt.svg and docs/images/demo-form.svg: runs
# each in a tmux pane of a fixed size (TERM=xterm-256color, LANG=C.UTF-8), types some input,
# captures the screen with its colours and the cursor's cell, and draws them with
# docs/terminal-svg.py. Run from the repository's root.
# Usage: swift build && docs/capture-pictures.sh [.build/debug]
set -eu
bin=$(cd "${1:-.build/debug}" && pwd)
out=docs/images
svg=docs/terminal-svg.py
mkdir -p "$out"
work=$(mktemp -d)
name=tfk-pictures
. docs/tmux-capture.sh
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$work" "$sockets"*' EXIT
# Writes the pane, once it and its cursor stay the same for 0.2 s, to docs/images/$1.svg with
# the window title $2.
picture() {
  last=
  i=0
  while :; do
    now=$(tmux_ display -p -t 0 '#{cursor_x} #{cursor_y} #{cursor_flag}'; tmux_ capture-pane -p -e -N -t 0)
    [ "$now" != "$last" ] || break
    i=$((i + 1)); [ $i -lt 50 ] || { echo "the screen does not settle: $1" >&2; exit 1; }
    last=$now
    sleep 0.2
  done
  tmux_ capture-pane -p -e -N -t 0 > "$work/$1.txt"
  set -- "$1" "$2" $(tmux_ display -p -t 0 '#{cursor_x} #{cursor_y} #{cursor_flag}')
  shape=block; [ "$5" = 1 ] || shape=none
  python3 "$svg" --cursor "$3" "$4" --cursor-shape "$shape" --title "$2" -o "$out/$1.svg" "$work/$1.txt"
  echo "$out/$1.svg"
}

# The inline prompt of the README's first screen: a script's output, then the field under it.
cat > "$work/order.sh" <<'EOF'
#!/bin/sh
echo 'Shipping to:'
phone=$(textfield --mask '+1 ([000]) [000]-[0000]' --prompt Phone) || exit
EOF
chmod +x "$work/order.sh"
cat > "$work/shell" <<EOF
#!/bin/sh
cd '$work' && PATH='$bin':\$PATH PS1='\$ ' ENV= exec sh -i
EOF
chmod +x "$work/shell"
start 72 8 "$work/shell"
wait_for '$'
tmux_ send-keys -t 0 -l './order.sh'; tmux_ send-keys -t 0 Enter
wait_for 'Enter submit'
tmux_ send-keys -t 0 -l '5551234'
wait_for 'Phone: +1 (555) 123-4'
picture prompt './order.sh'

# demo-form after the keys docs/capture-screens.sh types.
type_demo_form "$bin"
picture demo-form 'demo-form'
