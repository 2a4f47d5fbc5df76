// bcrypt's rounds, on a worker thread (src/server/auth/passwords.ts): plain JavaScript, so Node
// runs it as it is under the tests and scripts, and the build bundles it as a worker entry.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", ({ id, op, plain, hash, cost }) => {
  const work = op === "hash" ? bcrypt.hash(plain, cost) : bcrypt.compare(plain, hash);
  work.then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
  );
});
