// The /students tabs (spec: values pending, approved, guests), kept in the address as ?tab=.

export const STUDENTS_TABS = ["pending", "approved", "guests"] as const;

export type StudentsTab = (typeof STUDENTS_TABS)[number];

export function parseStudentsTab(value: string | string[] | undefined): StudentsTab {
  return STUDENTS_TABS.find((tab) => tab === value) ?? "pending";
}
