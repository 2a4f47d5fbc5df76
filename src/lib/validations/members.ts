import { z } from "zod";
import { emailSchema, euroAmountSchema, idSchema, jsonBody } from "@/lib/validations/common";

// The trainer's member-management calls (/api/auth/student...).

export const memberIdSchema = idSchema("Identificador de aluno inválido.");

const category = z.enum(["student", "external", "guest"], { error: "Selecione a categoria: aluno regular, externo ou convidado." });

export const approveStudentBodySchema = jsonBody({
  student_id: idSchema("Identificador de aluno inválido."),
  approved: z.boolean({ error: "Indique se o registo é aprovado ou rejeitado." }),
  student_category: category.optional(),
}).refine((body) => !body.approved || body.student_category !== undefined, {
  message: "Selecione a categoria: aluno regular, externo ou convidado.",
});

export const memberStatusBodySchema = jsonBody({
  is_active: z.boolean({ error: "Indique se a conta fica ativa ou inativa." }),
});

export const memberCategoryBodySchema = jsonBody({
  student_category: z.enum(["student", "external"], { error: "A categoria deve ser Regular ou Externo." }),
});

/** Switching the fee off stores 0, whatever amount comes along. */
export const fixedMonthlyFeeBodySchema = jsonBody({
  has_fixed_monthly_fee: z.boolean({ error: "Indique se a mensalidade fixa está ativa." }),
  monthly_fee_amount: z.unknown().optional(),
}).transform((body, context) => {
  if (!body.has_fixed_monthly_fee) return { hasFixedMonthlyFee: false, monthlyFeeAmount: "0" };
  const amount = euroAmountSchema.safeParse(body.monthly_fee_amount ?? "");
  if (!amount.success) {
    context.addIssue({ code: "custom", message: amount.error.issues[0].message });
    return z.NEVER;
  }
  return { hasFixedMonthlyFee: true, monthlyFeeAmount: amount.data };
});

export const memberEmailBodySchema = jsonBody({ email: emailSchema });

/** The most sign-ups one request rejects: more than any club's pending list, bounded all the same. */
export const MAX_REJECTED_AT_ONCE = 500;

/** POST /api/auth/reject-students: the sign-ups to reject together. */
export const rejectStudentsBodySchema = jsonBody({
  user_ids: z
    .array(idSchema("Identificador de aluno inválido."), { error: "Indique os pedidos de registo a rejeitar." })
    .min(1, { error: "Selecione pelo menos um pedido de registo." })
    .max(MAX_REJECTED_AT_ONCE, { error: "Não é possível rejeitar mais de 500 pedidos de uma vez." }),
});

/** The most sign-ups one request approves, as for rejecting. */
export const MAX_APPROVED_AT_ONCE = 500;

/** POST /api/auth/approve-students: the sign-ups to approve together, all in one category. */
export const approveStudentsBodySchema = jsonBody({
  ids: z
    .array(idSchema("Identificador de aluno inválido."), { error: "Indique os pedidos de registo a aprovar." })
    .min(1, { error: "Selecione pelo menos um pedido de registo." })
    .max(MAX_APPROVED_AT_ONCE, { error: "Não é possível aprovar mais de 500 pedidos de uma vez." }),
  category,
});
