#!/bin/sh
# Debian's Chromium below the server's and Janus's CPU priority, for the spec where eight people share
# one machine with them. Their pages encode and decode 80 streams on two cores; at equal priority the
# server got a few per cent of a core, its event loop stood still for seconds at a time (13 s once),
# and Janus's and the sockets' heartbeats ran out. In a real call the browsers run on the people's own
# machines.
# - Playwright starts the browser in a session of its own, and with the kernel's autogroups (Debian's
#   default) CPU is shared between sessions first: the session's own nice is what counts.
# - Without autogroups each process's nice counts; run as root, Chromium would raise its browser and
#   GPU processes to -8 by itself, which it cannot without CAP_SYS_NICE.
#   Only a session's leader sets it, so the test runner's own session (with the server) is never niced.
if [ "$(ps -o sid= -p $$ | tr -d ' ')" = "$$" ]; then echo 10 > /proc/$$/autogroup 2>/dev/null || true; fi
exec nice -n 10 setpriv --bounding-set -sys_nice --inh-caps -sys_nice /usr/bin/chromium "$@"
