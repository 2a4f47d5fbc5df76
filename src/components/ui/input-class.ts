// The look of the app's text inputs, apart from ui/text-field.tsx: a screen that draws its own
// input (the calendar's date, an amount, a search) carries the class, not the labelled field.
export const INPUT_CLASS =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:min-h-0 sm:text-sm";
