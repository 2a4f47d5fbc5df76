// Words that change with a count, the pt-PT way: Intl.PluralRules decides ('1 aula', '0 aulas',
// '1,5 horas'), never a hand-written `n === 1` nor a '(s)'.

/** A word or phrase in its two pt-PT forms. */
export type PluralForms = { one: string; other: string };

const rules = new Intl.PluralRules("pt-PT");
const numbers = new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 2 });

/**
 * The form for `count`: plural(1, { one: "aula", other: "aulas" }) -> 'aula'; 0 -> 'aulas'.
 * CLDR's 'many' (whole millions, for "1 milhão de aulas") reads as `other` beside digits.
 */
export function plural(count: number, forms: PluralForms): string {
  return rules.select(count) === "one" ? forms.one : forms.other;
}

/** The count written the pt-PT way and its form: '1 aula', '0 aulas', '12 345 aulas', '1,5 horas'. */
export function countLabel(count: number, forms: PluralForms): string {
  return `${numbers.format(count)} ${plural(count, forms)}`;
}
