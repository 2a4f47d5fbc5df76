import { describe, expect, expectTypeOf, it } from "vitest";
import { Attendance as SchemaAttendance } from "@/generated/prisma/enums";
import { ATTENDANCE_LABELS, type Attendance } from "@/lib/training-record";

// The attendance of the screens and the API is written once here, for server and browser alike;
// the database's enum (prisma/schema.prisma) must hold the same values.
describe("Attendance", () => {
  it("is the schema's enum", () => {
    expectTypeOf<Attendance>().toEqualTypeOf<SchemaAttendance>();
    expect(Object.keys(ATTENDANCE_LABELS).sort()).toEqual(Object.values(SchemaAttendance).sort());
  });
});
