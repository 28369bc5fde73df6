# One recipe for every service image: docker build --build-arg SERVICE=gateway|catalog|records .
FROM node:20-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
COPY services ./services
COPY search-index ./search-index
COPY test/package.json ./test/package.json
# npm install, not npm ci: the README (top) says why; it installs exactly the lock file's versions.
RUN npm install --no-audit --no-fund
# kuromoji's dictionary unpacked once here, as the service (user node) cannot write node_modules/.cache.
RUN npx tsx packages/ja-text/src/kuromoji-dictionary.keep.ts
# The services' bundles built once here too, for the same reason (docs/operations.md → Compiled services).
COPY tsconfig.json ./
RUN node services/launch.js --build gateway catalog records

FROM node:20-bookworm-slim
ARG SERVICE=gateway
ENV SERVICE=${SERVICE} NODE_ENV=production HOST=0.0.0.0 CATALOG_HOST=0.0.0.0 RECORDS_HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app /app
COPY tsconfig.json ./
# The guide the gateway serves at /docs/connect-a-chat-client.
COPY docs/connect-a-chat-client.md ./docs/connect-a-chat-client.md
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
# Each service answers /healthz on its own port variable.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "const p = {gateway: process.env.PORT || 8080, catalog: process.env.CATALOG_PORT || 8081, records: process.env.RECORDS_PORT || 8082}[process.env.SERVICE]; fetch('http://127.0.0.1:' + p + '/healthz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
CMD ["sh", "-c", "exec sh services/start.sh \"$SERVICE\""]
