#!/usr/bin/env bash
# npm run stop:cluster — stops nginx gracefully (`nginx -s quit`: open requests finish), then the page
# server and both API instances (SIGTERM: in-flight requests finish, sockets close, the database pool is released), waits for
# every process to exit and checks that none is left.
set -euo pipefail
# shellcheck source=deploy/lib.sh
source "$(dirname "$0")/lib.sh"

left=()

nginx_pid="$(cat "$NGINX_PID_FILE" 2>/dev/null || true)"
if is_alive "$nginx_pid"; then
  # The workers are the master's children; remember them to check they are gone too.
  mapfile -t nginx_workers < <(ps -o pid= --ppid "$nginx_pid" 2>/dev/null | tr -d ' ')
  NGINX="$(nginx_bin || true)"
  if [ -n "$NGINX" ] && [ -f "$RUN_DIR/nginx.conf" ]; then
    "$NGINX" -p "$RUN_DIR" -c nginx.conf -e "$RUN_DIR/logs/nginx-error.log" -s quit || kill -QUIT "$nginx_pid"
  else
    kill -QUIT "$nginx_pid"
  fi
  for _ in $(seq 1 150); do
    is_alive "$nginx_pid" || break
    sleep 0.1
  done
  if is_alive "$nginx_pid"; then
    warn "nginx (pid $nginx_pid) still running after 15 s: SIGTERM"
    kill -TERM "$nginx_pid" 2>/dev/null || true
    sleep 1
  fi
  for pid in "$nginx_pid" "${nginx_workers[@]}"; do
    if is_alive "$pid"; then left+=("nginx pid $pid"); fi
  done
  log "nginx stopped"
else
  log "nginx was not running"
fi
rm -f "$NGINX_PID_FILE"

# Every instance at once: nothing routes to them any more.
declare -A instance_pids=()
for name in a b p; do
  pid="$(pid_of "$name")"
  if is_alive "$pid"; then
    instance_pids[$name]="$pid"
    stop_instance "$name" 30 &
  else
    rm -f "$(pid_file "$name")"
  fi
done
wait
for name in "${!instance_pids[@]}"; do
  pid="${instance_pids[$name]}"
  if is_alive "$pid"; then
    left+=("instance $name pid $pid")
  else
    log "instance $name (pid $pid) stopped"
  fi
done

if [ "${#left[@]}" -gt 0 ]; then
  die "still running: ${left[*]}"
fi
log "cluster stopped: no process left"
