import type { UserJson } from "@/server/auth/user-json";
import { apiFetch } from "@/lib/api-client";
import type { MemberPageLists } from "@/lib/member-page-json";

// The trainer's member-management calls (/api/auth/student...), as the /students
// screen uses them. Each answers the server's { message } (and the member after an edit).

export type Member = UserJson;
/** A member's page (/students/{id}): their account and everything the club knows of them. */
export type MemberPageJson = MemberPageLists & { member: Member };
export type SignUpCategory = "student" | "external" | "guest";

type Message = { message: string };
type MemberUpdate = Message & { student?: Member };

export async function loadMemberLists(): Promise<{ pending: Member[]; approved: Member[] }> {
  const [pending, approved] = await Promise.all([
    apiFetch<{ pending_students: Member[] }>("/auth/pending-students"),
    apiFetch<{ students: Member[] }>("/auth/students"),
  ]);
  return { pending: pending.pending_students ?? [], approved: approved.students ?? [] };
}

export async function loadMember(id: number): Promise<Member> {
  return (await apiFetch<{ student: Member }>(`/auth/student/${id}`)).student;
}

/** A member's page (/students/{id}), when the server's first read failed. */
export function loadMemberPage(id: number): Promise<MemberPageJson> {
  return apiFetch<MemberPageJson>(`/auth/student/${id}/page`);
}

export function approveSignUp(id: number, category: SignUpCategory) {
  return apiFetch<Message>("/auth/approve-student", {
    method: "POST",
    body: { student_id: id, approved: true, student_category: category },
  });
}

export function rejectSignUp(id: number) {
  return apiFetch<Message>("/auth/approve-student", { method: "POST", body: { student_id: id, approved: false } });
}

/** Approves several sign-ups together in one category: all of them, or none when one was decided meanwhile (409). */
export function approveSignUps(ids: readonly number[], category: SignUpCategory) {
  return apiFetch<Message & { approved: number }>("/auth/approve-students", { method: "POST", body: { ids, category } });
}

/** Rejects several sign-ups together: all of them, or none when one was decided meanwhile (409). */
export function rejectSignUps(ids: readonly number[]) {
  return apiFetch<Message & { rejected: number }>("/auth/reject-students", { method: "POST", body: { user_ids: ids } });
}

export function setMemberActive(id: number, isActive: boolean) {
  return apiFetch<MemberUpdate>(`/auth/student/${id}/status`, { method: "PUT", body: { is_active: isActive } });
}

export function changeMemberCategory(id: number, category: "student" | "external") {
  return apiFetch<MemberUpdate>(`/auth/student/${id}/category`, { method: "PUT", body: { student_category: category } });
}

export function setFixedMonthlyFee(id: number, fee: { has_fixed_monthly_fee: boolean; monthly_fee_amount: number | string }) {
  return apiFetch<MemberUpdate>(`/auth/student/${id}/fixed-monthly-fee`, { method: "PUT", body: fee });
}

export function changeMemberEmail(id: number, email: string) {
  return apiFetch<MemberUpdate>(`/auth/student/${id}/email`, { method: "PUT", body: { email } });
}

export function resetMemberPassword(id: number) {
  return apiFetch<Message>(`/auth/student/${id}/password`, { method: "PUT" });
}

/** Erases a deactivated member's personal data (docs/rules.md, "Personal data"); lessons and payments stay. */
export function eraseMemberData(id: number) {
  return apiFetch<Message>(`/auth/student/${id}/erase`, { method: "POST" });
}
