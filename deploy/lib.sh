# shellcheck shell=bash
# Shared by the cluster scripts (sourced, never run): paths of the run folder, the saved configuration of
# the running cluster, and starting, stopping and waiting for one instance: API instance a or b, or the page
# server p (when the cluster runs one). See deploy/ENVIRONMENT.md.

DEPLOY_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$DEPLOY_DIR/.." && pwd)"
RUN_DIR="${CLUSTER_RUN_DIR:-$DEPLOY_DIR/.run}"
case "$RUN_DIR" in
  /*) ;;
  *) RUN_DIR="$REPO_ROOT/$RUN_DIR" ;;
esac
# The topology of the running cluster (ports, URLs), written by start-cluster.sh, read by the other scripts.
TOPOLOGY_FILE="$RUN_DIR/cluster.env"
# The exact environment of the instances (KEY=value lines; mode 600, it holds JWT_SECRET).
API_ENV_FILE="$RUN_DIR/api.env"
# The page server's environment (no secrets).
PAGES_ENV_FILE="$RUN_DIR/pages.env"
NGINX_PID_FILE="$RUN_DIR/nginx.pid"

log() { printf '[cluster] %s\n' "$*"; }
warn() { printf '[cluster] warning: %s\n' "$*" >&2; }
die() {
  printf '[cluster] error: %s\n' "$*" >&2
  exit 1
}

nginx_bin() {
  if command -v nginx >/dev/null 2>&1; then
    command -v nginx
  elif [ -x /usr/sbin/nginx ]; then
    echo /usr/sbin/nginx
  else
    return 1
  fi
}

# True while the process runs (an exited, not yet reaped child is a zombie: not running).
is_alive() {
  local pid="$1"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  local state
  state="$(sed -E 's/^.*\) (.).*$/\1/' "/proc/$pid/stat" 2>/dev/null || echo '?')"
  [ "$state" != "Z" ]
}

# api-a, api-b, pages: the instance's name in its files.
instance_file_name() { [ "$1" = p ] && echo pages || echo "api-$1"; }
pid_file() { echo "$RUN_DIR/$(instance_file_name "$1").pid"; }
log_file() { echo "$RUN_DIR/logs/$(instance_file_name "$1").log"; }

pid_of() {
  local file
  file="$(pid_file "$1")"
  [ -f "$file" ] && cat "$file" || true
}

instance_port() {
  case "$1" in
    a) echo "$API_PORT_A" ;;
    b) echo "$API_PORT_B" ;;
    p) echo "${PAGE_SERVER_PORT:?the cluster runs no page server}" ;;
    *) die "unknown instance '$1' (a, b or p)" ;;
  esac
}

instance_running() { is_alive "$(pid_of "$1")"; }

# True when something accepts connections on 127.0.0.1:<port>.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Exports the saved topology of the running cluster (written by start-cluster.sh).
load_topology() {
  [ -f "$TOPOLOGY_FILE" ] || die "no cluster configuration in $TOPOLOGY_FILE (start it: npm run start:cluster)"
  local line
  while IFS= read -r line || [ -n "$line" ]; do
    [ -n "$line" ] && export "${line?}"
  done <"$TOPOLOGY_FILE"
}

# Starts one instance in the background (its own session, so a Ctrl-C in the terminal or the end of the
# calling script leaves it running) with exactly the saved environment plus its port.
start_instance() {
  local name="$1" port pid log env_file entry
  port="$(instance_port "$name")"
  log="$(log_file "$name")"
  if [ "$name" = p ]; then
    env_file="$PAGES_ENV_FILE" entry=packages/page-server/dist/main.js
  else
    env_file="$API_ENV_FILE" entry=api/dist/server.js
  fi
  [ -f "$env_file" ] || die "$env_file is missing (start the cluster: npm run start:cluster)"
  if instance_running "$name"; then die "instance $name is already running (pid $(pid_of "$name"))"; fi
  if port_in_use "$port"; then die "port $port (instance $name) is taken by another process"; fi
  local -a api_env
  mapfile -t api_env <"$env_file"
  mkdir -p "$RUN_DIR/logs"
  printf '\n[cluster] %s starting instance %s on port %s\n' "$(date -Is)" "$name" "$port" >>"$log"
  (
    cd "$REPO_ROOT"
    exec env -i PATH="$PATH" HOME="${HOME:-/}" LANG="${LANG:-C.UTF-8}" "${api_env[@]}" PORT="$port" \
      setsid node "$entry" </dev/null >>"$log" 2>&1
  ) &
  pid=$!
  echo "$pid" >"$(pid_file "$name")"
}

# Waits until one instance is ready; prints why and the end of its log when it is not.
wait_instance_ready() {
  local name="$1" timeout="${2:-${CLUSTER_READY_TIMEOUT:-90}}" port pid
  port="$(instance_port "$name")"
  pid="$(pid_of "$name")"
  if ! node "$DEPLOY_DIR/wait-ready.mjs" "http://127.0.0.1:$port" "$timeout" "$pid" >/dev/null; then
    printf '[cluster] instance %s (port %s) is not ready; end of %s:\n' "$name" "$port" "$(log_file "$name")" >&2
    tail -n 30 "$(log_file "$name")" >&2 || true
    return 1
  fi
}

# SIGTERM (graceful: in-flight requests finish, sockets close), wait for the exit, SIGKILL after the limit.
stop_instance() {
  local name="$1" timeout="${2:-30}" pid waited=0
  pid="$(pid_of "$name")"
  if is_alive "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    while is_alive "$pid" && [ "$waited" -lt $((timeout * 10)) ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    if is_alive "$pid"; then
      warn "instance $1 (pid $pid) still running after ${timeout} s: SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.2
    fi
  fi
  rm -f "$(pid_file "$name")"
}
