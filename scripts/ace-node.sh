#!/bin/sh
# Node as ACE's server process runs it: `sh scripts/ace-node.sh [node options] <script>`. The one
# place for the memory settings that keep the server within 300 MB resident, so that it fits a
# 1 GB server beside PostgreSQL (docs/performance.md, "Memory"). `npm start`,
# `npm run demo`, the container (scripts/docker-start.sh), the journeys and the bench
# (scripts/lib/next-server.ts) all start the server through it. `exec`: the shell hands its
# process over to Node, so nothing waits beside the server and signals reach Node itself.
#
# - --max-old-space-size: V8's long-lived heap. Left alone, V8 sizes it from the machine's memory
#   and lets it swell with garbage under load (365 MB after the bench's reads, 75 MB of it live);
#   capped, it collects sooner and stays near its live size, without slowing the reads.
# - --max-semi-space-size: the young generation, where each request's short-lived objects go
#   (16 MB a half by default, both halves resident once touched).
# - MALLOC_ARENA_MAX: glibc gives each thread that allocates (Node's thread pool compresses the
#   brotli files, hashes passwords) an arena of its own, and keeps what they freed; two arenas
#   hold the same work in less. A value already set wins.
MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_ARENA_MAX
exec node --max-old-space-size=192 --max-semi-space-size=4 "$@"
