# Ponte's API and web app in one image (ADR 0046). Multi-stage: the web app is built with the dev tools,
# the runtime carries the API's production dependencies only and runs as a user without privileges.
# syntax=docker/dockerfile:1

# The workspace's manifests alone: both install stages start from them, so a code change reuses their layers.
FROM node:24-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
# React's production build (vite build), served by the API from apps/web/dist.
RUN npm run build

FROM manifests AS deps
# The API's dependencies and the shared package only: no Vite, React, test or lint tools.
RUN npm ci --omit=dev --workspace @ponte/api --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/api apps/api
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds the mail outbox (without SMTP_URL) and, with FILE_STORAGE=disk, the uploads.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The API runs its TypeScript through tsx, as `npm start` does; migrations run at start (one instance at a time).
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
