#!/bin/sh
# The container's start: migrations, then the seed (settings and the first trainer, no demo
# data; without TRAINER_PASSWORD it prints the trainer's random password once, in the container's
# log), then the server (server.ts, built to .next/ace-server.mjs, run by scripts/ace-node.sh with its memory
# settings) in the foreground as PID 1's child so `docker stop` reaches it.
set -e

# Sessions must outlive restarts: without AUTH_SECRET, generate one once and keep it in the
# data volume. Several instances need the same secret: set AUTH_SECRET for them.
if [ -z "$AUTH_SECRET" ]; then
  secret_file="${ACE_DATA_DIR:-/app/.data}/auth-secret"
  if [ ! -s "$secret_file" ]; then
    node -e 'process.stdout.write(require("node:crypto").randomBytes(48).toString("base64url"))' > "$secret_file"
    chmod 600 "$secret_file"
  fi
  AUTH_SECRET=$(cat "$secret_file")
  export AUTH_SECRET
fi

node node_modules/tsx/dist/cli.mjs scripts/migrate.ts
node node_modules/tsx/dist/cli.mjs prisma/seed.ts
HOST=0.0.0.0 exec sh scripts/ace-node.sh .next/ace-server.mjs
