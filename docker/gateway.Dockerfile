# syntax=docker/dockerfile:1
# GreenCart API gateway: nginx round-robin over the `api` replicas (see nginx/gateway.conf).
#   docker build -f docker/gateway.Dockerfile -t greencart/gateway .
ARG NGINX_IMAGE=nginx:1.27-alpine
FROM ${NGINX_IMAGE}
RUN rm -rf /etc/nginx/conf.d/* /usr/share/nginx/html/*
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY docker/nginx/gateway.conf /etc/nginx/conf.d/default.conf
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
