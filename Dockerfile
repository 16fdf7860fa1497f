# syntax=docker/dockerfile:1
#
# The API server image: compiled JavaScript, production dependencies with their native addons
# (roaring built for this platform; better-sqlite3 ships Node-API binaries in its package), and the committed country reference data.
# The same image runs the scheduled refresh (dist/tools/refresh.js, deploy/kubernetes/refresh): it
# has git, and the reference data the importer and the builder read are production dependencies.
#
# The snapshot and the keys file are not in the image. Mount the folder that holds them at /data
# (read-only is fine), not the files one by one: a new snapshot or keys file is renamed into place,
# and a bind mount of a single file would keep showing the old one.
#
#   docker build -t conference-directory .
#   docker run --read-only -p 3000:3000 -v "$PWD/data:/data:ro" conference-directory
#
# Buildah and Podman build the OCI format by default, which has no HEALTHCHECK: add
# --format docker (buildah bud --format docker, podman build --format docker) to keep it.
#
# The server runs as uid 1000 and the keys file is 0600: give it to that user
# (npm run -s keys -- create ... --owner 1000:1000, as root), or run the container as the file's owner.
#
# The server writes nothing outside /data (a replica that pulls its snapshot writes the download
# beside SNAPSHOT_PATH), not even to /tmp, so the root file system can be read-only (--read-only,
# compose's read_only, Kubernetes' readOnlyRootFilesystem). Node's compile cache, which would
# write to /tmp, is off (NODE_DISABLE_COMPILE_CACHE).
#
# Replace /data/events.snapshot by renaming a new one over it: the server swaps it in without a
# restart (or send SIGHUP). Same for /data/keys.json. See deploy/compose.yaml for two replicas
# behind nginx with Redis.

# Node 24 LTS; 22 also works (docs/operating.md, Docker).
ARG NODE_VERSION=24

# ---- build: compile the native addons and the TypeScript, then drop the dev dependencies ----
FROM node:${NODE_VERSION}-bookworm AS build
# The full image already carries a compiler; listed so that the requirement is explicit.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# node-gyp (roaring) uses the headers of the image's Node instead of downloading them. node-gyp's
# own variable: npm 11 warns that npm_config_nodedir is not one of its settings.
ENV npm_package_config_node_gyp_nodedir=/usr/local
WORKDIR /app

# .npmrc: engine-strict, so that npm ci refuses a Node the dependencies do not support.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY tools ./tools
COPY data/countries.json ./data/countries.json
# tsc -p tsconfig.build.json: src/ -> dist/src/, tools/ -> dist/tools/
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# ---- runtime: no compiler, no dev dependencies, not root ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SNAPSHOT_PATH=/data/events.snapshot \
    KEYS_FILE=/data/keys.json \
    GLIBC_TUNABLES=glibc.malloc.hugetlb=1 \
    NODE_DISABLE_COMPILE_CACHE=1
WORKDIR /app

# git and the CA certificates of https remotes, for `npm run refresh` (deploy/kubernetes/refresh),
# which clones and fetches the trackers it imports with this image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/*

# The project root is found at run time by walking up from dist/src/ to package.json; the
# builder's version is read from it, the country table from data/countries.json, the assistant
# kit from docs/assistant.md and the credits from NOTICE.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/data/countries.json ./data/countries.json
# Served at /docs/assistant.
COPY docs/assistant.md ./docs/assistant.md
# Files the API reference serves as they are (src/http/routes/docs.ts).
COPY public ./public
# The data and licence credits, served at /docs/notice.
COPY NOTICE ./NOTICE

RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The image's node user, by number (uid and gid 1000 in the official Node images): Kubernetes can
# only check runAsNonRoot against a numeric user.
USER 1000:1000

EXPOSE 3000
# /metrics (METRICS_PORT, 9464 by default in production): for the scraper, never published.
EXPOSE 9464
# No curl in the slim image: Node's fetch asks /healthz on the configured port.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# node as PID 1 handles SIGTERM/SIGINT (graceful close) itself; run with --init if you want a reaper.
CMD ["node", "--max-semi-space-size=8", "dist/src/server.js"]
