import type { Role, StudentCategory } from "@/generated/prisma/enums";

// An animal as the API shows it, with its owner's name, role and category.

export type AnimalJson = {
  id: number;
  user_id: number;
  user_name: string;
  name: string;
  /** 'yyyy-MM-dd'. */
  birth_date: string;
  observations: string | null;
  student_category: StudentCategory | null;
  role: Role;
};
