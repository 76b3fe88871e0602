# syntax=docker/dockerfile:1
# The portal as a container: the same bundle `npm run bundle` writes and CI starts and walks
# (apps/api/src/bundle/bundle.test.ts), on Node 24 LTS, run as the unprivileged `node` user. Settings come
# from the environment (README, docs/deploy.md); production needs DATABASE_URL and PUBLIC_URL.

FROM node:24-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/bundle.mjs --out /portal

FROM node:24-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /portal
COPY --from=build --chown=node:node /portal ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready: the database reachable and migrated to this build (liveness is /portal/health/live).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/portal/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the server stops taking requests, finishes those in flight, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
