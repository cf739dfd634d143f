# syntax=docker/dockerfile:1
# The staffing pipeline as one image: compiled server (apps/server/dist/main.js), the built SPA,
# production dependencies only, Debian's Chromium for browser runs (RPA), running as a non-root
# user. Build: `docker build -t staffing .`; run several: see compose.yaml and the README
# ("Running several servers").

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, then the SPA and the server bundle --------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true
# Manifests first: the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/sandbox-crm/package.json apps/sandbox-crm/
COPY packages/domain/package.json packages/domain/
COPY packages/analyzer/package.json packages/analyzer/
COPY packages/api-client/package.json packages/api-client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web && npm run build:server
# What the runtime keeps: production dependencies only.
RUN npm prune --omit=dev --no-audit --no-fund

# ---- runtime: node, chromium, the built files ---------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    RPA_CHROMIUM_PATH=/usr/bin/chromium
# The bundle finds its neighbours (migrations, the SPA, the analyzer's vocabulary, package.json)
# at the same relative paths as in the checkout, so the layout is kept.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
# The sandbox CRM is bundled into main.js (beside the server) and dist/sandbox-crm.js (on its
# own, compose); its manifest keeps the workspace list whole.
COPY --from=build /app/apps/sandbox-crm/package.json ./apps/sandbox-crm/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The image's `node` user (uid 1000) runs the server; it owns only its data folder (and the
# sandbox CRM's, when compose runs it apart from the instances).
RUN mkdir -p /data /sandbox-crm && chown node:node /data /sandbox-crm
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = database, storage and job queue answer, and not draining (see GET /readyz).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini forwards SIGTERM to node, which drains (SHUTDOWN_TIMEOUT_MS) before it exits.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-semi-space-size=16", "apps/server/dist/main.js"]
