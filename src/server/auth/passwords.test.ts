import { performance } from "node:perf_hooks";
import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServiceBusyError } from "@/server/errors";
import { hashPassword, PASSWORDS_BUSY, passwordHashCost, passwordQueueSeconds, PRODUCTION_PASSWORD_COST, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("hashes at cost 12 unless the test suite lowers it", async () => {
    expect(PRODUCTION_PASSWORD_COST).toBe(12);
    expect(passwordHashCost({})).toBe(12);
    expect(passwordHashCost({ ACE_TEST_PASSWORD_COST: "" })).toBe(12);
    const hash = await hashPassword("agility-2026", { cost: passwordHashCost({}) });
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(await verifyPassword("agility-2026", hash)).toBe(true);
    expect(await verifyPassword("agility-2027", hash)).toBe(false);
  });

  it("takes the test suite's lower cost, and refuses one that is not a bcrypt cost", async () => {
    expect(passwordHashCost({ ACE_TEST_PASSWORD_COST: "4" })).toBe(4);
    expect(bcrypt.getRounds(await hashPassword("x", { cost: 4 }))).toBe(4);
    for (const wrong of ["3", "32", "4.5", "doze"]) {
      expect(() => passwordHashCost({ ACE_TEST_PASSWORD_COST: wrong })).toThrow(/ACE_TEST_PASSWORD_COST/);
    }
  });

  it("checks hashes made elsewhere by bcrypt (the seed, older accounts)", async () => {
    const hash = bcrypt.hashSync("demo123", 5);
    expect(await verifyPassword("demo123", hash)).toBe(true);
    expect(await verifyPassword("demo124", hash)).toBe(false);
  });

  it("leaves the event loop free while it hashes", async () => {
    const before = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 4 }, (_, index) => hashPassword(`flood-${index}`, { cost: 12 })));
    // The share of the time the event loop was busy rather than waiting: bcryptjs on the loop
    // keeps it busy nearly the whole time, whatever else the machine is doing; on its own thread,
    // the loop only hands the jobs over and takes the answers.
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.2);
  });
});

describe("the password queue", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("hashes one at a time, so the first of a batch is done long before the last", async () => {
    // Counted in the process's CPU time, not the clock's: a loaded machine stretches the clock.
    const started = process.cpuUsage();
    const spent = () => {
      const { user, system } = process.cpuUsage(started);
      return user + system;
    };
    const finished: number[] = [];
    await Promise.all(Array.from({ length: 6 }, (_, index) => hashPassword(`lote-${index}`, { cost: 10 }).then(() => finished.push(spent()))));
    // One at a time, the first is done after a sixth of the work; interleaved (bcryptjs's async
    // rounds, or one thread each), every hash of the batch finished near the end of it.
    expect(finished[0]).toBeLessThan(finished[5]! * 0.4);
  });

  it("puts a known account's hash ahead of the anonymous ones already waiting", async () => {
    const order: string[] = [];
    const memberHash = bcrypt.hashSync("membro", 10);
    const anonymous = Array.from({ length: 8 }, (_, index) => hashPassword(`anonimo-${index}`, { cost: 10 }).then(() => order.push(`anonimo-${index}`)));
    const known = verifyPassword("membro", memberHash, { knownAccount: 7 }).then((right) => {
      expect(right).toBe(true);
      order.push("membro");
    });
    await Promise.all([...anonymous, known]);
    // Behind the hash already running at most.
    expect(order.indexOf("membro")).toBeLessThanOrEqual(1);
  });

  it("gives one account two places in the known lane; a third waits with everyone else", async () => {
    const order: string[] = [];
    const anonymous = Array.from({ length: 6 }, (_, index) => hashPassword(`anonimo-${index}`, { cost: 10 }).then(() => order.push("anonimo")));
    const known = Array.from({ length: 3 }, (_, index) => hashPassword(`membro-${index}`, { cost: 10, knownAccount: 7 }).then(() => order.push(`membro-${index}`)));
    await Promise.all([...anonymous, ...known]);
    expect(order.indexOf("membro-0")).toBeLessThanOrEqual(2);
    expect(order.indexOf("membro-1")).toBeLessThanOrEqual(2);
    expect(order.indexOf("membro-2")).toBe(8);
  });

  it("refuses anonymous work beyond what finishes within the bound (503, Retry-After); known work still goes", async () => {
    vi.stubEnv("ACE_TEST_PASSWORD_QUEUE_SECONDS", "0.5");
    // At cost 10 a hash counts as 0.3 s / 4 = 0.075 s: six fit in 0.5 s (the running one included).
    const flood = Array.from({ length: 30 }, (_, index) => hashPassword(`inundacao-${index}`, { cost: 10 }));
    const known = hashPassword("membro", { cost: 10, knownAccount: 7 });
    const anonymous = await Promise.allSettled(flood);
    const refused = anonymous.filter((outcome) => outcome.status === "rejected").map((outcome) => outcome.reason);
    expect(anonymous.length - refused.length).toBe(6);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ServiceBusyError);
      expect(error).toMatchObject({ status: 503, message: PASSWORDS_BUSY, retryAfterSeconds: 1 });
    }
    expect(bcrypt.getRounds(await known)).toBe(10);
  });

  it("takes a job larger than the bound when nothing else waits", async () => {
    vi.stubEnv("ACE_TEST_PASSWORD_QUEUE_SECONDS", "0.01");
    expect(bcrypt.getRounds(await hashPassword("sozinho", { cost: 8 }))).toBe(8);
    expect(() => passwordQueueSeconds({ ACE_TEST_PASSWORD_QUEUE_SECONDS: "zero" })).toThrow(/ACE_TEST_PASSWORD_QUEUE_SECONDS/);
    expect(passwordQueueSeconds({})).toBe(10);
  });
});
