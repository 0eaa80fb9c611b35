# syntax=docker/dockerfile:1
# GreenCart API image. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t greencart/api .
# The same image runs the API (default command) and the one-shot migrations (compose `migrate`).
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's package.json and the lock file: enough for `npm ci`, and the layers below
# are rebuilt only when dependencies change, not on every source edit. Kept identical to
# web.Dockerfile so both images share this cache.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY api/contracts/package.json api/contracts/
COPY shared-ui/package.json shared-ui/
COPY mfe-storefront/package.json mfe-storefront/
COPY mfe-seller/package.json mfe-seller/
COPY shell/package.json shell/
COPY e2e/package.json e2e/

FROM manifests AS build
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
RUN npm ci --no-audit --no-fund
COPY . .
# Builds @greencart/contracts first (the api's `^build` dependency), then the api.
RUN npx nx run @greencart/api:build --output-style=static

# Production dependencies of the api workspace only (no webpack, jest, React...).
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace=@greencart/api --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p api/node_modules

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only for the `node` user the API runs as.
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/api/package.json ./api/
COPY --from=prod-deps /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/contracts/package.json ./api/contracts/
COPY --from=build /app/api/contracts/dist ./api/contracts/dist
COPY --from=build /app/api/dist ./api/dist
# Sample product photos the idempotent seed loads on first start.
COPY api/assets ./api/assets
# DATA_DIR (local image storage when STORAGE_DRIVER=local): a volume shared by the replicas
# takes this directory's owner on first use, so the unprivileged user can write to it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# Node's built-in fetch: the slim image has no curl or wget.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The API finishes in-flight requests on SIGTERM before exiting (compose stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "api/dist/main.js"]
