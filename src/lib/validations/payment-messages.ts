// Messages of the payments schemas that the screens also show by themselves; kept apart from the
// schemas so that a screen showing one does not load zod with its first page.

export const SELECT_YEAR_AND_MONTH = "Selecione o ano e mês";
export const SELECT_FULL_PERIOD = "Selecione o período completo";
