# The production image (ADR 317): the API and the built web app on one port, run as a non-root user.
#   docker build -t adpolicy-compass .      (docker-compose.yml builds it for the two-instance layout)
# Stages: `build` builds the web app with the dev dependencies; `deps` installs the runtime dependencies alone
# (native modules, sqlite3 and sharp, are built here, where the compilers are); the runtime stage is slim.

FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

FROM node:20-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# tsx stays: it is a runtime dependency, the server runs from its TypeScript sources (ADR 317).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    UPLOAD_DIR=/app/data/uploads \
    DATABASE_URL=sqlite:/app/data/app.sqlite
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY api/src ./api/src
COPY core ./core
COPY seed ./seed
COPY --from=build /app/web/dist ./web/dist
# The English and Hindi OCR models come with @tesseract.js-data/eng and /hin (dependencies): fail the build
# here, not at the first analysis, if they are missing.
RUN test -s node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz \
 && test -s node_modules/@tesseract.js-data/hin/4.0.0_best_int/hin.traineddata.gz \
 && mkdir -p /app/data/uploads && chown -R node:node /app/data
# The node image's unprivileged user; it owns only data/ (SQLite and uploads when they are local).
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (/api/ready) is for the load balancer (docker-compose.yml).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# As `npm start` does, without npm in between: node is PID 1 and gets SIGTERM itself (graceful shutdown, ADR 316).
CMD ["node", "--max-old-space-size=256", "--import", "tsx", "api/src/server.ts"]
