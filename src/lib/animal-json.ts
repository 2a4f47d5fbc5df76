import type { Role, StudentCategory } from "@/generated/prisma/enums";
import type { AgilitySize } from "@/lib/animal-papers";

// An animal as the API shows it, with its papers and its owner's name, role and category.

export type AnimalJson = {
  id: number;
  user_id: number;
  user_name: string;
  name: string;
  /** 'yyyy-MM-dd'. */
  birth_date: string;
  observations: string | null;
  breed: string | null;
  /** FCI's S, M, I, L (AGILITY_SIZE_LABELS). */
  size_category: AgilitySize | null;
  /** The last day each is valid, 'yyyy-MM-dd' (may be past: ended). */
  vaccination_valid_until: string | null;
  insurance_valid_until: string | null;
  student_category: StudentCategory | null;
  role: Role;
  /**
   * In /api/animals/my: true for an animal the member handles (docs/rules.md, "Households"), whose
   * owner is `user_name`; false for their own.
   */
  handler?: boolean;
};

/** A second handler of an animal, as its owner and the trainer see them. */
export type AnimalHandlerJson = { user_id: number; name: string };
