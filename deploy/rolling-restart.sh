#!/usr/bin/env bash
# npm run restart:rolling — restarts the API instances one at a time (a new api/dist goes live this way),
# then the page server (a new packages/page-server/dist):
# instance a gets SIGTERM (in-flight requests finish; nginx sends new ones to b, and retries on b the
# idempotent requests a refuses while it closes), is started again and waited for until ready; then b.
# Refuses to take an instance down while the other one is not ready.
set -euo pipefail
# shellcheck source=deploy/lib.sh
source "$(dirname "$0")/lib.sh"
load_topology

restart_one() {
  local name="$1" other="$2" began
  began=$(date +%s%N)
  wait_instance_ready "$other" 10 || die "instance $other is not ready: not taking $name down"
  log "instance $name: SIGTERM (pid $(pid_of "$name")), waiting for it to exit"
  stop_instance "$name" 30
  start_instance "$name"
  wait_instance_ready "$name" || die "instance $name did not come back (log: $(log_file "$name"))"
  log "instance $name: back (pid $(pid_of "$name")) in $((($(date +%s%N) - began) / 1000000)) ms"
  # nginx skips an instance for NGINX_FAIL_TIMEOUT seconds after it refused a request: until then it would
  # have no instance to send to once the other one stops.
  sleep $((${NGINX_FAIL_TIMEOUT:-2} + 1))
}

restart_one a b
restart_one b a
# The page server, when the cluster runs one: the instances serve the pages while it restarts.
if [ -n "${PAGE_SERVER_PORT:-}" ] && instance_running p; then
  log "page server: SIGTERM (pid $(pid_of p)); the instances serve the pages meanwhile"
  stop_instance p 30
  start_instance p
  wait_instance_ready p || die "the page server did not come back (log: $(log_file p))"
  log "page server: back (pid $(pid_of p))"
fi
log "rolling restart done"
