// bcrypt's rounds, on a worker thread (src/server/auth/passwords.ts): plain JavaScript, so Node
// runs it as it is under the tests and scripts, and the build bundles it as a worker entry.
// One job at a time, synchronously: the queue (and which job goes first) is the main thread's.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", ({ op, plain, hash, cost }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(plain, cost) : bcrypt.compareSync(plain, hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});
