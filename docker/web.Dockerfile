# syntax=docker/dockerfile:1
# GreenCart front-end image: one static build behind nginx. Build from the repository root:
#   docker build -f docker/web.Dockerfile --build-arg APP=seller -t greencart/seller .
# APP is shell, storefront or seller. At start the container writes /config.json from
# API_PUBLIC_URL, STOREFRONT_PUBLIC_URL, SELLER_PUBLIC_URL and ONLINE_PAYMENT.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# Identical to api.Dockerfile's first stage so both images share the dependency cache.
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
ARG APP
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
RUN npm ci --no-audit --no-fund
COPY . .
# Picks the Nx project, its output folder and its nginx site: the shell is a single-page app
# (SPA fallback), the remotes are served with CORS to the shell.
RUN case "$APP" in \
        shell) project=@greencart/shell; dir=shell; site=shell.conf ;; \
        storefront) project=@greencart/mfe-storefront; dir=mfe-storefront; site=remote.conf ;; \
        seller) project=@greencart/mfe-seller; dir=mfe-seller; site=remote.conf ;; \
        *) echo "build arg APP must be shell, storefront or seller (got '$APP')" >&2; exit 1 ;; \
    esac \
    && npx nx run "$project:build" --output-style=static \
    && mkdir -p /out/html /out/site \
    && cp -R "$dir/dist/." /out/html/ \
    && cp "docker/nginx/$site" /out/site/default.conf

FROM ${NGINX_IMAGE} AS runtime
RUN rm -rf /usr/share/nginx/html/* /etc/nginx/conf.d/* \
    && mkdir -p /run/greencart \
    && chown nginx:nginx /run/greencart
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY docker/nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /out/site/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out/html/ /usr/share/nginx/html/
COPY --chmod=0755 docker/web/runtime-config.sh /docker-entrypoint.d/40-greencart-runtime-config.sh
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
