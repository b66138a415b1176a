#!/usr/bin/env bash
# npm run start:cluster — the production topology on one machine: nginx on CLUSTER_PORT serving the static
# site from disk, pages from a page server of its own (PAGE_SERVER_PORT) and everything else from two API
# instances on PostgreSQL and Redis. Every variable, its default and
# meaning: deploy/ENVIRONMENT.md. Stop with `npm run stop:cluster`; redeploy the API with
# `npm run restart:rolling`.
set -euo pipefail
# shellcheck source=deploy/lib.sh
source "$(dirname "$0")/lib.sh"

# --- configuration (environment only) ------------------------------------------------------------------
CLUSTER_HOST="${CLUSTER_HOST:-0.0.0.0}"
CLUSTER_PORT="${CLUSTER_PORT:-8080}"
API_PORT_A="${API_PORT_A:-3101}"
API_PORT_B="${API_PORT_B:-3102}"
# The page server's process (packages/page-server); set empty to have the API instances serve the pages.
PAGE_SERVER_PORT="${PAGE_SERVER_PORT-3103}"
# nginx's loopback listener through which the page server reads the API (balanced over both instances).
PAGE_DATA_PORT="${PAGE_DATA_PORT:-3104}"
DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/trippy_cluster}"
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
DEV_MAILBOX="${DEV_MAILBOX:-false}"
CORS_ORIGINS="${CORS_ORIGINS:-}"
CLUSTER_INSTALL="${CLUSTER_INSTALL:-true}"
CLUSTER_READY_TIMEOUT="${CLUSTER_READY_TIMEOUT:-90}"
NGINX_WORKERS="${NGINX_WORKERS:-auto}"
NGINX_FAIL_TIMEOUT="${NGINX_FAIL_TIMEOUT:-2}"
NGINX_USER="${NGINX_USER:-nobody}"
NGINX_MODULES_DIR="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
NGINX_MIME_TYPES="${NGINX_MIME_TYPES:-/etc/nginx/mime.types}"
# TLS (README, Security): with a certificate chain and its key, nginx also serves the site over https on
# TLS_PORT with HSTS, and plain HTTP sends visitors there.
TLS_CERT_FILE="${TLS_CERT_FILE:-}"
TLS_KEY_FILE="${TLS_KEY_FILE:-}"
TLS_PORT="${TLS_PORT:-8443}"
# API variables handed to the instances unchanged when they are set (README, Configuration).
API_PASSTHROUGH=(REQUEST_TIMEOUT_MS HEADERS_TIMEOUT_MS IDLE_TIMEOUT_MS TIMEOUT_CHECK_INTERVAL_MS SMTP_URL
  MAIL_FROM REMOTES_CONFIG RATE_LIMIT_MAX OTP_PEPPER OUTBOX_POLL_MS SSR SSR_THREADS SSR_REGION_DEADLINE_MS
  SSR_TIMEOUT_MS PUBLIC_ORIGIN PAYMENT_PROVIDER RAZORPAY_KEY_ID RAZORPAY_KEY_SECRET RAZORPAY_WEBHOOK_SECRET
  RAZORPAY_API_URL SEAT_HOLD_MINUTES MAX_HELD_SEATS_PER_CUSTOMER)
# Variables handed to the page server unchanged when they are set (deploy/ENVIRONMENT.md).
PAGES_PASSTHROUGH=(REQUEST_TIMEOUT_MS IDLE_TIMEOUT_MS REMOTES_CONFIG PAYMENT_PROVIDER SSR_THREADS
  SSR_REGION_DEADLINE_MS SSR_TIMEOUT_MS SSR_CACHE_MS SSR_CACHE_MB SSR_MANIFEST_CHECK_MS)

started_at=$(date +%s)
cd "$REPO_ROOT"

for name in a b ${PAGE_SERVER_PORT:+p}; do
  if instance_running "$name"; then
    die "instance $name is already running (pid $(pid_of "$name")) from $RUN_DIR: npm run stop:cluster first"
  fi
done
if is_alive "$(cat "$NGINX_PID_FILE" 2>/dev/null || true)"; then
  die "nginx is already running from $RUN_DIR: npm run stop:cluster first"
fi
[ "$API_PORT_A" != "$API_PORT_B" ] || die "API_PORT_A and API_PORT_B must differ"
if [ -n "$TLS_CERT_FILE$TLS_KEY_FILE" ]; then
  [ -r "$TLS_CERT_FILE" ] && [ -r "$TLS_KEY_FILE" ] ||
    die "TLS_CERT_FILE and TLS_KEY_FILE must both name readable files (the certificate chain and its key)"
  TLS_CERT_FILE="$(cd "$(dirname "$TLS_CERT_FILE")" && pwd)/$(basename "$TLS_CERT_FILE")"
  TLS_KEY_FILE="$(cd "$(dirname "$TLS_KEY_FILE")" && pwd)/$(basename "$TLS_KEY_FILE")"
  tls_ports=("$TLS_PORT")
  [ "$TLS_PORT" = 443 ] && tls_port_suffix="" || tls_port_suffix=":$TLS_PORT"
  # The address the site's links, canonical URLs and HSTS follow (production requires one).
  PUBLIC_ORIGIN="${PUBLIC_ORIGIN:-https://localhost$tls_port_suffix}"
else
  tls_ports=()
  tls_port_suffix=""
  PUBLIC_ORIGIN="${PUBLIC_ORIGIN:-http://localhost:$CLUSTER_PORT}"
fi
page_ports=()
[ -n "$PAGE_SERVER_PORT" ] && page_ports=("$PAGE_SERVER_PORT" "$PAGE_DATA_PORT")
for port in "$CLUSTER_PORT" "$API_PORT_A" "$API_PORT_B" ${page_ports[@]+"${page_ports[@]}"} ${tls_ports[@]+"${tls_ports[@]}"}; do
  if port_in_use "$port"; then die "port $port is already taken by another process"; fi
done
mkdir -p "$RUN_DIR/logs" "$RUN_DIR/tmp"

# --- nginx (Debian's packages) -------------------------------------------------------------------------
as_root() {
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo "$@"
  else
    return 1
  fi
}

apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  log "installing $* (apt-get, output in $RUN_DIR/logs/apt.log)"
  {
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
  } >>"$RUN_DIR/logs/apt.log" 2>&1
}

BROTLI_MODULE="$NGINX_MODULES_DIR/ngx_http_brotli_static_module.so"
if ! nginx_bin >/dev/null; then
  [ "$CLUSTER_INSTALL" = true ] || die "nginx is not installed (CLUSTER_INSTALL=false)"
  apt_install nginx-light libnginx-mod-http-brotli-static ||
    apt_install nginx libnginx-mod-http-brotli-static ||
    apt_install nginx ||
    die "nginx is not installed and could not be installed: apt-get install -y nginx-light libnginx-mod-http-brotli-static (as root)"
fi
if [ ! -f "$BROTLI_MODULE" ] && [ "$CLUSTER_INSTALL" = true ]; then
  apt_install libnginx-mod-http-brotli-static || true
fi
NGINX="$(nginx_bin)"
if [ -f "$BROTLI_MODULE" ]; then
  NGINX_LOAD_MODULES="load_module $BROTLI_MODULE;"
  NGINX_BROTLI_STATIC="brotli_static on;"
else
  warn "$BROTLI_MODULE is missing: static files go out gzip only (apt-get install libnginx-mod-http-brotli-static)"
  NGINX_LOAD_MODULES="# brotli_static module not installed"
  NGINX_BROTLI_STATIC="# brotli_static: module not installed"
fi
if [ "$(id -u)" = 0 ]; then
  NGINX_USER_DIRECTIVE="user $NGINX_USER $(id -gn "$NGINX_USER");"
  if command -v runuser >/dev/null 2>&1 &&
    ! runuser -u "$NGINX_USER" -- test -r "$REPO_ROOT/shell/dist/mf-manifest.json" 2>/dev/null; then
    warn "nginx workers run as $NGINX_USER, who cannot read $REPO_ROOT/shell/dist (set NGINX_USER)"
  fi
else
  NGINX_USER_DIRECTIVE="# workers run as the starting user"
fi

# --- PostgreSQL and Redis (the ones on this machine, started the way .ci/run does when they are down) ----
is_local_url() {
  local host
  host="$(node -e 'console.log(new URL(process.argv[1]).hostname)' "$1")"
  [ "$host" = 127.0.0.1 ] || [ "$host" = localhost ] || [ "$host" = '[::1]' ]
}

if ! node "$DEPLOY_DIR/db.mjs" ping "$DATABASE_URL" 2>/dev/null; then
  if [ "$CLUSTER_INSTALL" = true ] && is_local_url "$DATABASE_URL" && command -v pg_ctlcluster >/dev/null 2>&1 &&
    [ -d /etc/postgresql ]; then
    log "starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
    for _ in $(seq 1 30); do
      node "$DEPLOY_DIR/db.mjs" ping "$DATABASE_URL" 2>/dev/null && break
      sleep 0.5
    done
  fi
  node "$DEPLOY_DIR/db.mjs" ping "$DATABASE_URL" || die "PostgreSQL does not answer at $DATABASE_URL"
fi
node "$DEPLOY_DIR/db.mjs" ensure "$DATABASE_URL" || die "could not create the database of $DATABASE_URL"

redis_ping() {
  if command -v redis-cli >/dev/null 2>&1; then
    [ "$(redis-cli -u "$REDIS_URL" ping 2>/dev/null)" = PONG ]
  else
    local hostport
    hostport="$(node -e 'const u=new URL(process.argv[1]);console.log(`${u.hostname}/${u.port||6379}`)' "$REDIS_URL")"
    (exec 3<>"/dev/tcp/$hostport") 2>/dev/null
  fi
}
if ! redis_ping; then
  if [ "$CLUSTER_INSTALL" = true ] && is_local_url "$REDIS_URL" && command -v redis-server >/dev/null 2>&1; then
    redis_port="$(node -e 'console.log(new URL(process.argv[1]).port||6379)' "$REDIS_URL")"
    log "starting Redis on 127.0.0.1:$redis_port"
    redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --save "" --appendonly no >/dev/null || true
    for _ in $(seq 1 20); do
      redis_ping && break
      sleep 0.25
    done
  fi
  redis_ping || die "Redis does not answer at $REDIS_URL"
fi

# --- the site: built once, static files precompressed -----------------------------------------------------
missing_build=""
for file in api/dist/server.js packages/page-server/dist/main.js shell/dist/index.html shell/dist/main.js \
  mfe-catalog/dist/remoteEntry.js mfe-booking/dist/remoteEntry.js mfe-account/dist/remoteEntry.js \
  mfe-content/dist/remoteEntry.js; do
  [ -f "$file" ] || missing_build="$missing_build $file"
done
if [ -n "$missing_build" ]; then
  log "building the site (missing:$missing_build)"
  npx -y pnpm@10 run build
fi
# Where the built site is served from: the repository, or a release folder holding shell/dist and mfe-*/dist.
SITE_ROOT="${SITE_ROOT:-$REPO_ROOT}"
[ -f "$SITE_ROOT/shell/dist/index.html" ] || die "SITE_ROOT $SITE_ROOT holds no shell/dist"
node "$REPO_ROOT/packages/config/build/precompress.mjs" "$SITE_ROOT"/shell/dist "$SITE_ROOT"/mfe-*/dist

# --- configuration of the instances, saved for restarts ----------------------------------------------------
if [ -n "${JWT_SECRET:-}" ]; then
  [ "${#JWT_SECRET}" -ge 16 ] || die "JWT_SECRET must be at least 16 characters"
elif [ -s "$RUN_DIR/jwt-secret" ]; then
  JWT_SECRET="$(cat "$RUN_DIR/jwt-secret")"
else
  JWT_SECRET="$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')"
  (umask 077 && printf '%s\n' "$JWT_SECRET" >"$RUN_DIR/jwt-secret")
  log "generated JWT_SECRET into $RUN_DIR/jwt-secret"
fi

(
  umask 077
  {
    echo "NODE_ENV=production"
    echo "HOST=127.0.0.1"
    echo "DATABASE_URL=$DATABASE_URL"
    echo "REDIS_URL=$REDIS_URL"
    echo "JWT_SECRET=$JWT_SECRET"
    echo "TRUST_PROXY=true"
    # nginx's access log has every request with its id, status and times; the API logs warnings and errors.
    echo "LOG_REQUESTS=false"
    echo "SERVE_SITE=true"
    echo "SITE_ROOT=$SITE_ROOT"
    echo "DEV_MAILBOX=$DEV_MAILBOX"
    echo "CORS_ORIGINS=$CORS_ORIGINS"
    for name in "${API_PASSTHROUGH[@]}"; do
      if [ -n "${!name:-}" ]; then echo "$name=${!name}"; fi
    done
  } >"$API_ENV_FILE"
)
if [ -n "$PAGE_SERVER_PORT" ]; then
  {
    echo "NODE_ENV=production"
    echo "HOST=127.0.0.1"
    echo "API_ORIGIN=http://127.0.0.1:$PAGE_DATA_PORT"
    echo "LOG_REQUESTS=false"
    echo "PUBLIC_ORIGIN=$PUBLIC_ORIGIN"
    echo "REDIS_URL=$REDIS_URL"
    echo "TRUST_PROXY=true"
    echo "SITE_ROOT=$SITE_ROOT"
    for name in "${PAGES_PASSTHROUGH[@]}"; do
      if [ -n "${!name:-}" ]; then echo "$name=${!name}"; fi
    done
  } >"$PAGES_ENV_FILE"
fi
{
  echo "CLUSTER_HOST=$CLUSTER_HOST"
  echo "CLUSTER_PORT=$CLUSTER_PORT"
  echo "API_PORT_A=$API_PORT_A"
  echo "API_PORT_B=$API_PORT_B"
  echo "PAGE_SERVER_PORT=$PAGE_SERVER_PORT"
  echo "PAGE_DATA_PORT=$PAGE_DATA_PORT"
  echo "DATABASE_URL=$DATABASE_URL"
  echo "REDIS_URL=$REDIS_URL"
  echo "CLUSTER_READY_TIMEOUT=$CLUSTER_READY_TIMEOUT"
  echo "NGINX_FAIL_TIMEOUT=$NGINX_FAIL_TIMEOUT"
} >"$TOPOLOGY_FILE"
export API_PORT_A API_PORT_B PAGE_SERVER_PORT PAGE_DATA_PORT

# --- two instances, started at the same moment (migrations and seeding take advisory locks) --------------
log "starting API instances a (:$API_PORT_A) and b (:$API_PORT_B) on $(echo "$DATABASE_URL" | sed -E 's#://[^@/]*@#://#')"
start_instance a
start_instance b
wait_instance_ready a &
wait_a=$!
wait_instance_ready b &
wait_b=$!
ready=true
wait "$wait_a" || ready=false
wait "$wait_b" || ready=false
if [ "$ready" != true ]; then
  stop_instance a 10
  stop_instance b 10
  die "the API instances did not become ready (logs in $RUN_DIR/logs)"
fi

# --- the page server ---------------------------------------------------------------------------------------
stop_all() {
  [ -n "$PAGE_SERVER_PORT" ] && stop_instance p 10
  stop_instance a 10
  stop_instance b 10
}
if [ -n "$PAGE_SERVER_PORT" ]; then
  log "starting the page server (:$PAGE_SERVER_PORT), reading the API through nginx on 127.0.0.1:$PAGE_DATA_PORT"
  start_instance p
  if ! wait_instance_ready p; then
    stop_all
    die "the page server did not become ready (log: $(log_file p))"
  fi
  # The instances stand in for it while it is down (a restart, a crash): they serve the pages too.
  NGINX_PAGE_SERVERS="server 127.0.0.1:$PAGE_SERVER_PORT max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT}s;
    server 127.0.0.1:$API_PORT_A backup;
    server 127.0.0.1:$API_PORT_B backup;"
  NGINX_PAGE_DATA_SERVER="include $RUN_DIR/nginx-page-data.conf;"
else
  NGINX_PAGE_SERVERS="server 127.0.0.1:$API_PORT_A max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT}s;
    server 127.0.0.1:$API_PORT_B max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT}s;"
  NGINX_PAGE_DATA_SERVER="# none: the API instances serve the pages (PAGE_SERVER_PORT is empty)"
  rm -f "$RUN_DIR/nginx-page-data.conf"
fi

# --- nginx -----------------------------------------------------------------------------------------------
if [ ${#tls_ports[@]} -gt 0 ]; then
  NGINX_TLS_ON=1
  NGINX_TLS_SERVER="include $RUN_DIR/nginx-tls.conf;"
  export TLS_CERT_FILE TLS_KEY_FILE TLS_PORT
else
  NGINX_TLS_ON=0
  NGINX_TLS_SERVER="# none: TLS_CERT_FILE and TLS_KEY_FILE are not set"
  rm -f "$RUN_DIR/nginx-tls.conf"
fi
NGINX_TLS_PORT_SUFFIX="$tls_port_suffix"
export CLUSTER_HOST CLUSTER_PORT RUN_DIR NGINX_WORKERS NGINX_FAIL_TIMEOUT NGINX_MIME_TYPES NGINX_LOAD_MODULES NGINX_BROTLI_STATIC \
  NGINX_USER_DIRECTIVE NGINX_TLS_ON NGINX_TLS_SERVER NGINX_TLS_PORT_SUFFIX NGINX_PAGE_SERVERS NGINX_PAGE_DATA_SERVER
export SITE_ROOT
if [ -n "$PAGE_SERVER_PORT" ]; then
  node "$DEPLOY_DIR/render-template.mjs" "$DEPLOY_DIR/nginx-page-data.conf.template" "$RUN_DIR/nginx-page-data.conf"
fi
node "$DEPLOY_DIR/render-template.mjs" "$DEPLOY_DIR/nginx-site.conf.template" "$RUN_DIR/nginx-site.conf"
if [ "$NGINX_TLS_ON" = 1 ]; then
  node "$DEPLOY_DIR/render-template.mjs" "$DEPLOY_DIR/nginx-tls.conf.template" "$RUN_DIR/nginx-tls.conf"
fi
node "$DEPLOY_DIR/render-template.mjs" "$DEPLOY_DIR/nginx.conf.template" "$RUN_DIR/nginx.conf"
nginx_args=(-p "$RUN_DIR" -c nginx.conf -e "$RUN_DIR/logs/nginx-error.log")
if ! "$NGINX" "${nginx_args[@]}" -t -q; then
  stop_all
  die "nginx refused $RUN_DIR/nginx.conf"
fi
"$NGINX" "${nginx_args[@]}"
case "$CLUSTER_HOST" in
  0.0.0.0 | '[::]' | '*') probe_host=127.0.0.1 ;;
  *) probe_host="$CLUSTER_HOST" ;;
esac
if ! node "$DEPLOY_DIR/wait-ready.mjs" "http://$probe_host:$CLUSTER_PORT" 15 "$(cat "$NGINX_PID_FILE")" >/dev/null; then
  tail -n 20 "$RUN_DIR/logs/nginx-error.log" >&2 || true
  die "nginx does not answer on $probe_host:$CLUSTER_PORT"
fi

log "ready in $(($(date +%s) - started_at)) s: $PUBLIC_ORIGIN"
if [ "$NGINX_TLS_ON" = 1 ]; then
  log "  https on :$TLS_PORT (HSTS); plain HTTP on :$CLUSTER_PORT sends visitors there (this machine is still served)"
fi
log "  nginx pid $(cat "$NGINX_PID_FILE") ($NGINX, $RUN_DIR/nginx.conf), instances a pid $(pid_of a) :$API_PORT_A, b pid $(pid_of b) :$API_PORT_B"
if [ -n "$PAGE_SERVER_PORT" ]; then
  log "  page server pid $(pid_of p) :$PAGE_SERVER_PORT (pages; the instances stand in while it is down)"
fi
log "  logs in $RUN_DIR/logs; stop: npm run stop:cluster; rolling restart: npm run restart:rolling"
