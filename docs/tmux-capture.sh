# Sourced by docs/capture-screens.sh and docs/capture-pictures.sh: a private tmux server per
# session, waiting for the screen, and the keys both type into demo-form. Set `name` (the
# sockets' prefix) before sourcing it.
run=0
socket=$name-$$-0
tmux_() { LC_ALL=C.UTF-8 tmux -u -L "$socket" "$@"; }
# tmux leaves its sockets behind after kill-server: the scripts remove "$sockets"* on exit.
sockets="${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$name-$$-"
# Polls (at most 10 s) until the pane shows $1.
wait_for() {
  i=0
  until tmux_ capture-pane -p -t 0 | grep -qF -- "$1"; do
    i=$((i + 1)); [ $i -lt 500 ] || { echo "timed out waiting for: $1" >&2; exit 1; }
    sleep 0.02
  done
}
# Starts $3 in a fresh $1x$2 session on a fresh server (reusing a socket after kill-server races).
start() {
  tmux_ kill-server 2>/dev/null || true
  run=$((run + 1))
  socket=$name-$$-$run
  tmux_ -f /dev/null start-server \; set -g default-terminal xterm-256color \; \
    new-session -d -x "$1" -y "$2" -e LANG=C.UTF-8 "$3; sleep 60"
  tmux_ set -g status off
}
# demo-form ($1: the binaries' folder), typed into: a name, vowels (`b` refused), a +44 phone,
# a card, an expiry date, a phone for any country, an amount in euros, and 31 February.
type_demo_form() {
  start 80 24 "$1/demo-form"
  wait_for "Tab/↑↓ move"
  tmux_ send-keys -t 0 -l 'Ann'; tmux_ send-keys -t 0 Tab; tmux_ send-keys -t 0 -l 'aeb'
  tmux_ send-keys -t 0 Tab Tab Tab; tmux_ send-keys -t 0 -l '+447911123456'
  tmux_ send-keys -t 0 Tab; tmux_ send-keys -t 0 -l '4111111111111111'
  tmux_ send-keys -t 0 Tab; tmux_ send-keys -t 0 -l '1227'
  tmux_ send-keys -t 0 Tab Tab Tab Tab; tmux_ send-keys -t 0 -l '+442079460958'
  tmux_ send-keys -t 0 Tab; tmux_ send-keys -t 0 -l '12345,5'
  tmux_ send-keys -t 0 Tab; tmux_ send-keys -t 0 -l '3102'
  wait_for 'February has at most 29 days'
}
