#!/usr/bin/env bash
# One instance of the running cluster (API instance a or b, or the page server p), by hand or from the
# chaos script and the cluster test:
#   bash deploy/instance.sh start|stop|kill|status a|b|p
# start: with the saved environment, waits until ready; stop: SIGTERM and wait; kill: SIGKILL (a crash).
set -euo pipefail
# shellcheck source=deploy/lib.sh
source "$(dirname "$0")/lib.sh"
load_topology

action="${1:-}"
name="${2:-}"
case "$name" in
  a | b) ;;
  p) [ -n "${PAGE_SERVER_PORT:-}" ] || die "the cluster runs no page server (PAGE_SERVER_PORT is empty)" ;;
  *) die "usage: instance.sh start|stop|kill|status a|b|p" ;;
esac

case "$action" in
  start)
    start_instance "$name"
    wait_instance_ready "$name" || exit 1
    log "instance $name ready (pid $(pid_of "$name"), port $(instance_port "$name"))"
    ;;
  stop)
    stop_instance "$name" 30
    log "instance $name stopped"
    ;;
  kill)
    pid="$(pid_of "$name")"
    is_alive "$pid" || die "instance $name is not running"
    kill -KILL "$pid"
    for _ in $(seq 1 50); do
      is_alive "$pid" || break
      sleep 0.1
    done
    rm -f "$(pid_file "$name")"
    log "instance $name (pid $pid) killed with SIGKILL"
    ;;
  status)
    if instance_running "$name"; then
      echo "running pid $(pid_of "$name") port $(instance_port "$name")"
    else
      echo "stopped"
      exit 3
    fi
    ;;
  *) die "usage: instance.sh start|stop|kill|status a|b" ;;
esac
