# ACE as a container: `docker compose up` (docker-compose.yml) runs it with PostgreSQL and Mailpit.

# 1. Dependencies. `npm install` (not `npm ci`: Tailwind's optional platform packages trip it)
#    also runs `prisma generate`, which needs the schema and the stand-in schema engine.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY scripts/prisma-schema-engine-stub.sh scripts/prisma-schema-engine-stub.sh
RUN npm install --no-audit --no-fund

# 2. The production build.
FROM deps AS build
COPY . .
RUN npm run postinstall && npm run build

# 3. What runs. Dev dependencies stay: migrations and the seed run with tsx at start.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 ACE_DATA_DIR=/app/.data
COPY --from=build --chown=node:node /app ./
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["sh", "scripts/docker-start.sh"]
