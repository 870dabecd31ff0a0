# One image per remote (marketing, blog, booking, intake, admin), from this one file:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=blog --build-arg PORT=3002 .
# (docker-compose.yml passes both; the repository root is the build context). The image holds
# the remote's built files (dist/: browser chunks with .br/.gz beside them, and dist/server/, the
# pages compiled for Node with React bundled in) and its server compiled into one JavaScript file:
# no node_modules, no build tools, no shell. It runs as a non-root user with node as PID 1.

# --- Stages shared by every image (same text in the other Dockerfiles, so Docker
# --- builds them once): every workspace manifest and the lock, then one install from the lock.
FROM node:24-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json /manifests/

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
COPY --from=manifests /manifests/ ./
# `npm install` honours the lock (`npm ci` rejects a lock without other platforms' optional builds).
RUN npm install && npm cache clean --force
# --- End of the shared stages.

FROM deps AS build
ARG REMOTE
COPY tsconfig.base.json turbo.json ./
COPY packages packages
COPY mfe-${REMOTE} mfe-${REMOTE}
# Builds the remote and what it depends on (the static server's compiled file).
RUN test -n "$REMOTE" && npx turbo run build --filter="mfe-${REMOTE}" --output-logs=errors-only

FROM gcr.io/distroless/nodejs24-debian12:nonroot
ARG REMOTE
ARG PORT=3001
WORKDIR /app
COPY --from=build /app/packages/static-server/server-dist/cli.js server.js
COPY --from=build /app/mfe-${REMOTE}/dist dist
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT} DIST_DIR=/app/dist
EXPOSE ${PORT}
USER nonroot
ENTRYPOINT ["/nodejs/bin/node"]
CMD ["server.js"]
