# Recourse as a container image: `docker build -t recourse .` (compose.yaml runs two of them behind
# nginx with PostgreSQL and Redis). Not built or run in CI; the suite tests the same server directly.

# Build: dependencies, the browser app and the compiled server.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: production dependencies, the build and the migrations, as the unprivileged `node` user.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Ready: the process answers and its database is reachable.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the server finish the requests it is handling before it exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
