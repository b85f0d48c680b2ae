# syntax=docker/dockerfile:1
# One image, two roles (PROCESS_ROLE=web or worker; `all` runs both in one process). compose.yaml runs it;
# decision 0074. Build: docker build -t phonehaat .
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, then the web app (Vite) and the bundled server (apps/server/build.mjs).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so a source change reuses the installed node_modules layer.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build

# --- runtime: production dependencies of the server only, the two builds, a non-root user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PROCESS_ROLE=all \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server workspace's dependencies without its devDependencies (no tsx, esbuild, drizzle-kit, test tools).
RUN npm ci --omit=dev --workspace=apps/server --no-fund --no-audit && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds only what IMAGE_STORAGE=local or PGlite keep; with PostgreSQL and S3 nothing lives here.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: the process answers (readiness, /api/health/ready, is for the load balancer).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm start` builds when needed; the image is built already, so the bundle runs directly.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
