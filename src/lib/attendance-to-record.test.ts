import { describe, expect, it } from "vitest";
import { attendanceToRecordLabel } from "@/lib/attendance-to-record";

describe("attendanceToRecordLabel", () => {
  it("counts a day's lessons still to be marked, the pt-PT way", () => {
    expect([1, 3, 0].map(attendanceToRecordLabel)).toEqual(["1 presença por registar", "3 presenças por registar", "0 presenças por registar"]);
  });
});
